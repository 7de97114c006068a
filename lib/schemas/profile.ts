import { z } from "zod";

// GET/PATCH /api/auth/user: the signed-in user, and the profile name shown in the dashboard
// greeting and avatar.

/** The current user as every screen sees it: the shape of GET /api/auth/user (core-product §3, §7). */
export type PublicUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

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
