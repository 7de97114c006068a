"use client";
import { IntentLink } from "@/components/common/intent-link";
import { cn } from "@/lib/utils";
import { isActiveLink, NAV_LINK_CLASS } from "@/components/layout/nav-links";

/** A navigation link, marked as the current page (underlined, tinted) when it is the one shown. */
export function NavLink({ link, pathname, className }: { link: { href: string; label: string }; pathname: string; className?: string }) {
  const active = isActiveLink(pathname, link.href);
  return (
    <IntentLink
      href={link.href}
      aria-current={active ? "page" : undefined}
      className={cn(NAV_LINK_CLASS, active && "bg-accent underline", className)}
    >
      {link.label}
    </IntentLink>
  );
}
