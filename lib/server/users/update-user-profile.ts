import "server-only";
import { db } from "@/lib/server/db";
import type { UpdateProfileData } from "@/lib/schemas/profile";
import { publicUserSelect, type PublicUser } from "@/lib/server/users/user-shape";

/** Changes the signed-in user's own name (an empty last name is stored as none). */
export async function updateUserProfile(userId: string, input: UpdateProfileData): Promise<PublicUser> {
  return db.user.update({
    where: { id: userId },
    data: { firstName: input.firstName, lastName: input.lastName || null },
    select: publicUserSelect,
  });
}
