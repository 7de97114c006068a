// GET /api/auth/user - the signed-in user (id, email, firstName, lastName, profileImageUrl); 401 when signed out
// PATCH /api/auth/user - change the signed-in user's first and last name; answers with the user
import { withAuth } from "@/lib/server/http";
import { updateProfileSchema } from "@/lib/schemas/profile";
import { updateUserProfile } from "@/lib/server/users/update-user-profile";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const GET = withAuth(authApi.user, ({ user }) => user);

export const PATCH = withAuth(authApi.updateUser, ({ body, user }) => updateUserProfile(user.id, body), {
  body: updateProfileSchema,
  maxBodyBytes: 4_000,
});
