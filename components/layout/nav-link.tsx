"use client";
import { IntentLink } from "@/components/common/intent-link";
import { cx } from "@/lib/class-join";
import { CURRENT_NAV_LINK_CLASS, isActiveLink, NAV_LINK_CLASS } from "@/components/layout/nav-links";

type Link = { href: string; label: string };

/** A navigation link, marked as the current page (underlined, tinted) when it is the one shown. */
export function NavLink({ link, pathname, className }: { link: Link; pathname: string; className?: string }) {
  const active = isActiveLink(pathname, link.href);
  return (
    <IntentLink
      href={link.href}
      aria-current={active ? "page" : undefined}
      className={cx(active ? CURRENT_NAV_LINK_CLASS : NAV_LINK_CLASS, className)}
    >
      {link.label}
    </IntentLink>
  );
}

/** A list of navigation links, each as wide as its place in the list. */
export function NavLinkList({ links, pathname, className, labelledBy }: { links: readonly Link[]; pathname: string; className: string; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className={cx("list-none", className)}>
      {links.map((l) => (
        <li key={l.href}>
          <NavLink link={l} pathname={pathname} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
