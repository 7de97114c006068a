"use client";
import { usePathname } from "next/navigation";
import { ChevronDown } from "@/components/ui/icons/shell-icons";
import { cx } from "@/lib/class-join";
import { useDismissableDetails } from "@/components/common/use-dismissable-details";
import { MAIN_LINKS, NAV_LINK_CLASS, TOOL_LINKS } from "@/components/layout/nav-links";
import { NavLink, NavLinkList } from "@/components/layout/nav-link";
import { PhoneMenu } from "@/components/layout/phone-menu";
import type { PublicUser } from "@/lib/schemas/profile";

/**
 * The Main navigation. Wide screens: the main pages in a row and a More tools menu. Narrow
 * screens (below 1024px): one Menu button that opens every page and the account, so the
 * header stays one row and the page's own heading is in the first screen.
 */
export function AppNav({ user }: { user: PublicUser }) {
  const pathname = usePathname() ?? "/";
  const [toolsRef, onToolsToggle] = useDismissableDetails(pathname);
  return (
    <nav aria-label="Main" className="flex items-center">
      <div className="hidden flex-wrap items-center gap-1 lg:flex">
        {MAIN_LINKS.map((l) => (
          <NavLink key={l.href} link={l} pathname={pathname} />
        ))}
        <details ref={toolsRef} onToggle={onToolsToggle} className="relative">
          <summary className={cx(NAV_LINK_CLASS, "cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden")}>
            More tools
            <ChevronDown className="size-5" aria-hidden="true" />
          </summary>
          <NavLinkList
            links={TOOL_LINKS}
            pathname={pathname}
            className="absolute left-0 z-40 mt-1 w-64 max-w-[calc(100vw-1rem)] rounded-xl border-2 border-border bg-card p-2 shadow-lg"
          />
        </details>
      </div>
      <PhoneMenu user={user} pathname={pathname} />
    </nav>
  );
}
