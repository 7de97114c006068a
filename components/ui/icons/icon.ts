import { createElement, forwardRef, type SVGProps } from "react";

/** An icon's drawing: SVG elements (tag and attributes) in a 24 by 24 box, as lucide gives them. */
type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;

/**
 * A lucide icon drawn exactly as lucide-react draws it (the same <svg>, attributes and classes;
 * hidden from screen readers unless it is given a name), without lucide-react's icon builder, for
 * the icons of the first screens a reader loads (about 1 KiB less on each).
 * tests/unit/ui/icons.test.tsx holds every one to lucide-react's markup.
 */
export function icon(name: string, node: IconNode, aliases: readonly string[] = []) {
  const classes = ["lucide", `lucide-${name}`, ...aliases.map((a) => `lucide-${a}`)].join(" ");
  const Icon = forwardRef<SVGSVGElement, SVGProps<SVGSVGElement>>(({ className, ...props }, ref) =>
    createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${classes} ${className}` : classes,
        ...(Object.keys(props).some((p) => p.startsWith("aria-") || p === "role" || p === "title") ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs })),
    ),
  );
  Icon.displayName = name;
  return Icon;
}
