"use client";
import { type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react";
import { useRouter } from "next/navigation";

type IntentLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path in this app ("/editor/abc?draft=1"), or another site's address (then a plain link). */
  href: string;
  /** false: never fetch the page ahead (the reader's intent included). */
  prefetch?: boolean | null;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** false: keep the scroll position when the page changes. */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute("target");
  return (
    event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey ||
    (target !== null && target !== "" && target !== "_self") || link.hasAttribute("download")
  );
}

const sameSite = (href: string) => new URL(href, window.location.href).origin === window.location.origin;

/**
 * A link inside the app: a plain `<a>` (it works before the page's scripts run, and opens in a new
 * tab as any link does) whose click moves to the page through Next's router, and which fetches its
 * page ahead when the reader shows intent to follow it (the pointer over it, keyboard focus, a
 * touch), not as soon as it scrolls into view.
 *
 * Next prefetches every link in view on load, two requests each: with the nav, the dashboard's
 * links and a list of documents or templates that is dozens of server renders competing with the
 * page's own start-up, on the reader's phone and on our server. Intent comes a moment before the
 * click, which is enough to have the next page ready. (The pattern of Next's prefetching guide,
 * "Hover-triggered prefetch", plus focus and touch so keyboard and phone readers get it too.)
 * It does what next/link does for these links with the router every page already has: next/link
 * itself is about 3 KiB of every signed-in page's first load. The only place that navigates for a
 * link (eslint.fences.mjs keeps next/link out).
 */
export function IntentLink({ href, prefetch, replace, scroll, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  // the router keeps what it fetched (a second intent while it is fresh asks nothing)
  const intent = () => {
    if (prefetch !== false && sameSite(href)) router.prefetch(href);
  };
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={(event) => {
        intent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent();
        onTouchStart?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leftToTheBrowser(event) || !sameSite(href)) return;
        event.preventDefault();
        if (replace) router.replace(href, { scroll: scroll ?? true });
        else router.push(href, { scroll: scroll ?? true });
      }}
    />
  );
}
