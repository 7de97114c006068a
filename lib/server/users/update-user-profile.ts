import "server-only";
import { db } from "@/lib/server/db";
import type { UpdateProfileData } from "@/lib/schemas/profile";
import { publicUserSelect, type PublicUser } from "@/lib/server/users/user-shape";
import { forgetCachedUser } from "@/lib/server/users/session-cache";

/** Changes the signed-in user's own name (an empty last name is stored as none). */
export async function updateUserProfile(userId: string, input: UpdateProfileData): Promise<PublicUser> {
  const user = await db.user.update({
    where: { id: userId },
    data: { firstName: input.firstName, lastName: input.lastName || null },
    select: publicUserSelect,
  });
  forgetCachedUser(userId);
  return user;
}
