import "server-only";

/** The current-user shape of GET /api/auth/user (core-product §3, §7). */
export const publicUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const;

export type PublicUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};
