// The route table (core-product §2): every signed-in screen. Signed-out visitors who open
// one are sent to sign in and brought back afterwards.
export const PROTECTED_ROUTE_PREFIXES = [
  "/dashboard",
  "/documents",
  "/editor",
  "/templates",
  "/task-templates",
  "/games",
  "/consultations",
  "/training",
  "/pronunciation",
  "/brainstorm",
  "/lecture-notes",
  "/meeting-minutes",
  "/legal-dictation",
  "/share",
  "/settings",
] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_ROUTE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
