/** The signed-in user as the dashboard needs it (same shape as GET /api/auth/user). */
export type DashboardUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};
