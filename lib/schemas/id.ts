import { z } from "zod";

// The shape of every row id the API accepts (cuid-like: letters, digits, '_' and '-', at most 64):
// one home for the rule, each field keeping its own message.
export function idSchema(invalid: string, notText?: string) {
  return z
    .string(notText ? { error: notText } : undefined)
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, invalid);
}
