"use client";
import { Menu, X } from "@/components/ui/icons/shell-icons";
import { cx } from "@/lib/class-join";
import { buttonVariants } from "@/components/ui/button";
import { useDismissableDetails } from "@/components/common/use-dismissable-details";
import { MAIN_LINKS, TOOL_LINKS } from "@/components/layout/nav-links";
import { NavLinkList } from "@/components/layout/nav-link";
import { AccountControls } from "@/components/layout/sign-out-button";
import type { PublicUser } from "@/lib/schemas/profile";

/**
 * The narrow-screen menu: a native disclosure (works before the page's scripts arrive, is a
 * button with an expanded state to screen readers, opens with Enter or Space). It drops down
 * under the whole header and closes on a choice, on Escape and on a click or focus outside.
 */
export function PhoneMenu({ user, pathname }: { user: PublicUser; pathname: string }) {
  const [ref, onToggle] = useDismissableDetails(pathname);
  return (
    <details ref={ref} onToggle={onToggle} className="group lg:hidden">
      <summary className={cx(buttonVariants({ variant: "outline" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <Menu className="group-open:hidden" aria-hidden="true" />
        <X className="hidden group-open:block" aria-hidden="true" />
        Menu
      </summary>
      <div
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto border-b-2 border-border bg-card px-4 py-3 shadow-lg"
        data-testid="phone-menu"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3">
          <MenuGroup title="Pages" links={MAIN_LINKS} pathname={pathname} />
          <MenuGroup title="Tools" links={TOOL_LINKS} pathname={pathname} />
          <AccountControls user={user} className="flex flex-wrap items-center justify-between gap-2 border-t-2 border-border pt-3" />
        </div>
      </div>
    </details>
  );
}

function MenuGroup({ title, links, pathname }: { title: string; links: readonly { href: string; label: string }[]; pathname: string }) {
  const id = `phone-menu-${title.toLowerCase()}`;
  return (
    <div>
      <p id={id} className="mb-1 font-bold text-muted-foreground">
        {title}
      </p>
      <NavLinkList links={links} pathname={pathname} labelledBy={id} className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-1" />
    </div>
  );
}
