// The signed-in navigation's destinations, shared by the wide-screen bar and the phone menu.

export const MAIN_LINKS = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/editor", label: "Write" },
  { href: "/documents", label: "Documents" },
  { href: "/templates", label: "Templates" },
  { href: "/games", label: "Games" },
] as const;

export const TOOL_LINKS = [
  { href: "/pronunciation", label: "Pronunciation" },
  { href: "/brainstorm", label: "Brainstorm" },
  { href: "/lecture-notes", label: "Lecture notes" },
  { href: "/meeting-minutes", label: "Meeting minutes" },
  { href: "/legal-dictation", label: "Legal dictation" },
  { href: "/training", label: "Dictation training" },
  { href: "/consultations", label: "Enterprise consulting" },
  { href: "/task-templates", label: "Task templates" },
  { href: "/share", label: "Share and Earn" },
  { href: "/settings/vocabulary", label: "My vocabulary" },
  { href: "/settings/account", label: "Account settings" },
] as const;

const NAV_LINK_LOOK = "inline-flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-foreground";
const NAV_LINK_FOCUS = "hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring";
export const NAV_LINK_CLASS = `${NAV_LINK_LOOK} no-underline ${NAV_LINK_FOCUS}`;
/** The link to the page shown: underlined and tinted instead. */
export const CURRENT_NAV_LINK_CLASS = `${NAV_LINK_LOOK} ${NAV_LINK_FOCUS} bg-accent underline`;

export function isActiveLink(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}
