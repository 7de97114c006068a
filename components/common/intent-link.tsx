"use client";
import Link from "next/link";
import { useState, type ComponentProps } from "react";

type IntentLinkProps = ComponentProps<typeof Link>;

/**
 * next/link that prefetches its page when the reader shows intent to follow it (the pointer
 * over it, keyboard focus, a touch), not as soon as it scrolls into view.
 *
 * Next prefetches every link in view on load, two requests each: with the nav, the dashboard's
 * links and a list of documents or templates that is dozens of server renders competing with the
 * page's own start-up, on the reader's phone and on our server. Intent comes a moment before the
 * click, which is enough to have the next page ready. (The pattern of Next's prefetching guide,
 * "Hover-triggered prefetch", plus focus and touch so keyboard and phone readers get it too.)
 * The only place that imports next/link (eslint.fences.mjs).
 */
export function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [hasIntent, setHasIntent] = useState(false);
  return (
    <Link
      {...props}
      // null is Next's default prefetch; false (asked for, or before intent) is none.
      prefetch={prefetch === false || !hasIntent ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        setHasIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setHasIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setHasIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
