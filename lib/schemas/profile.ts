import { z } from "zod";

// PATCH /api/auth/user: the profile name shown in the dashboard greeting and avatar.

export const MAX_NAME_CHARS = 80;

export const updateProfileSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "Please tell us your first name.")
    .max(MAX_NAME_CHARS, `Please keep it under ${MAX_NAME_CHARS} characters.`),
  lastName: z.string().trim().max(MAX_NAME_CHARS, `Please keep it under ${MAX_NAME_CHARS} characters.`).default(""),
});

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;
