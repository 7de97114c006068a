import "server-only";
import type { PublicUser } from "@/lib/schemas/profile";

export type { PublicUser };

/** The current-user shape of GET /api/auth/user (core-product §3, §7). */
export const publicUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const satisfies Record<keyof PublicUser, true>;
