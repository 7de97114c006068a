import { z } from "zod";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .email("Please enter a valid email address, like name@example.com.");

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Please enter your password.").max(200),
});

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, "Please tell us your first name.").max(80, "Please keep it under 80 characters."),
  lastName: z.string().trim().max(80, "Please keep it under 80 characters.").optional().default(""),
  email: emailSchema,
  password: z
    .string()
    .min(10, "Use at least 10 characters. A short sentence you can remember works well.")
    .max(200, "Please keep your password under 200 characters."),
  /** Share and Earn: the inviting friend's code; an unknown code is ignored. */
  referralCode: z.string().max(40).optional(),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
