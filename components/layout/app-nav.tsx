"use client";
import { IntentLink } from "@/components/common/intent-link";
import { usePathname } from "next/navigation";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";
import { useDismissableDetails } from "@/components/layout/use-dismissable-details";

const MAIN_LINKS = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/editor", label: "Write" },
  { href: "/documents", label: "Documents" },
  { href: "/templates", label: "Templates" },
  { href: "/games", label: "Games" },
] as const;

const TOOL_LINKS = [
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
] as const;

const linkClass =
  "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-foreground no-underline hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring";

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function AppNav() {
  const pathname = usePathname() ?? "/";
  const [toolsRef, onToolsToggle] = useDismissableDetails(pathname);
  return (
    <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
      {MAIN_LINKS.map((l) => (
        <IntentLink
          key={l.href}
          href={l.href}
          aria-current={isActive(pathname, l.href) ? "page" : undefined}
          className={cn(linkClass, isActive(pathname, l.href) && "bg-accent underline")}
        >
          {l.label}
        </IntentLink>
      ))}
      <details ref={toolsRef} onToggle={onToolsToggle} className="relative">
        <summary className={cn(linkClass, "cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden")}>
          More tools
          <ChevronDown className="size-5" aria-hidden="true" />
        </summary>
        <ul className="absolute left-0 z-40 mt-1 w-64 max-w-[calc(100vw-1rem)] list-none rounded-xl border-2 border-border bg-card p-2 shadow-lg">
          {TOOL_LINKS.map((l) => (
            <li key={l.href}>
              <IntentLink
                href={l.href}
                aria-current={isActive(pathname, l.href) ? "page" : undefined}
                className={cn(linkClass, "w-full")}
              >
                {l.label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
