// Merging Tailwind classes: where two classes set the same thing, the later one wins
// (`cn("px-4 text-sm", "px-2")` is "text-sm px-2"). tailwind-merge does this for all of Tailwind,
// at the price of 9 KiB of every page's first load; this knows the utilities SayWrite uses, and
// tests/unit/ui/class-merge.test.ts checks it against tailwind-merge on every pair of classes
// written in components/ and app/. A class it does not know is always kept (as clsx would).

const SIZES = new Set(["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"]);
const ALIGN = new Set(["left", "center", "right", "justify", "start", "end"]);
const WEIGHTS = new Set(["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"]);
const FAMILIES = new Set(["sans", "serif", "mono"]);
const BORDER_STYLES = new Set(["solid", "dashed", "dotted", "double", "hidden", "none"]);
const PLACEMENT = new Set(["inset", "inset-x", "inset-y", "top", "right", "bottom", "left"]);
const isPlacement = (v: string) => isLength(v) || /^(auto|full|px|\d+\/\d+|\[.+\]|\(.+\))$/.test(v);

/** A value that is a length or number: `4`, `0.5`, `px`, `[3rem]`, `(--x)` with a length, ... */
const isLength = (v: string) => /^(\d|px$|\[\d|\[calc|\[length:|\[min|\[max|\[clamp|\(length:)/.test(v);

/** "group:class,class group2:class" -> class -> group */
function table(spec: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of spec.split(" ")) {
    const [group, classes] = entry.split(":");
    for (const c of classes ? classes.split(",") : [group]) map.set(c, group);
  }
  return map;
}

/** Groups that override others: `p-2` overrides an earlier `px-4`, `size-8` an earlier `w-10`. */
const CONFLICTS: Record<string, readonly string[]> = {
  p: "x y s e t r b l".split(" ").map((s) => `p${s}`),
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: "x y s e t r b l".split(" ").map((s) => `m${s}`),
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  flex: ["basis", "grow", "shrink"],
  rounded: "s e t r b l ss se ee es tl tr br bl".split(" ").map((s) => `rounded-${s}`),
  "border-w": "x y s e t r b l".split(" ").map((s) => `border-w-${s}`),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": "trbl".split("").map((s) => `border-color-${s}`),
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  // a font size sets the line height too (Tailwind 4): a later size overrides an earlier leading-*
  "font-size": ["leading"],
};

/** Utilities whose group is their prefix whatever the value (`gap-4`, `z-10`, `w-full`). */
const BY_PREFIX = new Set(
  ("p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size min-w min-h max-w max-h gap gap-x gap-y space-x space-y " +
    "inset inset-x inset-y top right bottom left z opacity items justify self place-items basis grid-cols grid-rows " +
    "col-span row-span col-start col-end row-start row-end overflow overflow-x overflow-y cursor pointer-events whitespace break leading tracking underline-offset " +
    "outline-offset scroll-mt translate-x translate-y animate resize touch accent select duration ease").split(" "),
);

const EXACT = table(
  "sr:sr-only,not-sr-only text-overflow:truncate,text-ellipsis,text-clip resize:resize " +
    "align-content:content-center,content-start,content-end,content-between,content-around,content-evenly,content-baseline,content-stretch,content-normal " +
    "flex-direction:flex-row,flex-row-reverse,flex-col,flex-col-reverse flex-wrap:flex-wrap,flex-wrap-reverse,flex-nowrap " +
    "flex:flex-1,flex-auto,flex-initial,flex-none grow:grow,grow-0 shrink:shrink,shrink-0 font-style:italic,not-italic " +
    "text-transform:uppercase,lowercase,capitalize,normal-case fvn-spacing:tabular-nums,proportional-nums " +
    "list-style-type:list-none,list-disc,list-decimal list-style-position:list-inside,list-outside " +
    "outline-style:outline-none,outline-hidden outline-w:outline ring-w:ring ring-w-inset:ring-inset shadow:shadow rounded:rounded " +
    "transition:transition,transition-none,transition-all,transition-colors,transition-opacity,transition-shadow,transition-transform " +
    "border-w:border container:container " +
    "display:block,inline-block,inline,flex,inline-flex,table,inline-table,table-cell,table-row,flow-root,grid,inline-grid,contents,list-item,hidden " +
    "position:static,fixed,absolute,relative,sticky text-decoration-line:underline,overline,line-through,no-underline",
);

/** `text-sm` (size), `text-center` (alignment) and `text-primary` (colour) are three things. */
function textGroup(value: string): string {
  const v = value.split("/")[0];
  if (SIZES.has(v) || isLength(v)) return "font-size";
  if (ALIGN.has(v)) return "text-align";
  return ["wrap", "nowrap", "balance", "pretty"].includes(v) ? "text-wrap" : "text-color";
}

/** border-2, border-x, border-t-4 (widths), border-dashed (style), border-primary, border-t-transparent (colours) */
function borderGroup(rest: string): string {
  const m = rest.match(/^([xysetrbl])(?:-(.+))?$/);
  const side = m ? `-${m[1]}` : "";
  const value = m ? (m[2] ?? "") : rest;
  if (!value || isLength(value)) return `border-w${side}`;
  return !side && BORDER_STYLES.has(value) ? "border-style" : `border-color${side}`;
}

function groupOf(base: string): string | null {
  const exact = EXACT.get(base);
  if (exact) return exact;
  // an arbitrary property, `[content-visibility:auto]`: its group is the property
  const arbitrary = base.match(/^\[([a-z-]+):.+\]$/);
  if (arbitrary) return `[${arbitrary[1]}]`;
  const dash = base.indexOf("-");
  if (dash < 0) return null;
  const head = base.slice(0, dash);
  const rest = base.slice(dash + 1);
  switch (head) {
    case "text":
      return textGroup(rest);
    case "font":
      return WEIGHTS.has(rest) ? "font-weight" : FAMILIES.has(rest) || rest.startsWith("[") ? "font-family" : null;
    case "bg":
      return "bg-color";
    case "border":
      return borderGroup(rest);
    case "rounded": {
      const side = rest.match(/^(ss|se|ee|es|tl|tr|br|bl|[setrbl])(?:-|$)/)?.[1];
      return side ? `rounded-${side}` : "rounded";
    }
    case "shadow":
      return "shadow";
    case "ring":
      if (rest.startsWith("offset-")) return isLength(rest.slice(7)) ? "ring-offset-w" : "ring-offset-color";
      return isLength(rest) ? "ring-w" : "ring-color";
    case "outline":
      if (rest.startsWith("offset-")) return "outline-offset";
      if (isLength(rest)) return "outline-w";
      return ["solid", "dashed", "dotted", "double", "none", "hidden"].includes(rest) ? "outline-style" : "outline-color";
    case "decoration":
      if (["solid", "double", "dotted", "dashed", "wavy"].includes(rest)) return "decoration-style";
      return isLength(rest) || ["auto", "from-font"].includes(rest) ? "decoration-thickness" : "decoration-color";
    case "transition":
      return "transition";
  }
  // the longest known prefix: "gap-x-2" before "gap-2", "min-w-0" before "w"
  for (let i = base.lastIndexOf("-"); i > 0; i = base.lastIndexOf("-", i - 1)) {
    const prefix = base.slice(0, i);
    if (!BY_PREFIX.has(prefix)) continue;
    if (PLACEMENT.has(prefix) && !isPlacement(base.slice(i + 1))) return null; // "bottom-center" is no class
    return prefix;
  }
  return null;
}

type Parsed = { key: string; conflicts: readonly string[] } | null;

const cache = new Map<string, Parsed>();

/** The class's conflict key (its variants, `!` and group) and the keys it overrides. */
function parse(token: string): Parsed {
  const hit = cache.get(token);
  if (hit !== undefined) return hit;
  // variants are the parts before the last ':' outside brackets
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i;
  }
  const variants = cut < 0 ? "" : token.slice(0, cut).split(":").sort().join(":");
  let base = cut < 0 ? token : token.slice(cut + 1);
  let important = "";
  if (base.startsWith("!")) {
    important = "!";
    base = base.slice(1);
  } else if (base.endsWith("!")) {
    important = "!";
    base = base.slice(0, -1);
  }
  if (base.startsWith("-")) base = base.slice(1); // negative values: -mt-1
  const group = groupOf(base);
  const prefix = `${variants}|${important}`;
  const parsed = group ? { key: prefix + group, conflicts: (CONFLICTS[group] ?? []).map((g) => prefix + g) } : null;
  if (cache.size > 2000) cache.clear();
  cache.set(token, parsed);
  return parsed;
}

/** The classes in order, without those a later class overrides. */
export function mergeClasses(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    const parsed = parse(token);
    if (!parsed) {
      if (!kept.includes(token)) kept.push(token);
      continue;
    }
    if (taken.has(parsed.key)) continue;
    taken.add(parsed.key);
    for (const c of parsed.conflicts) taken.add(c);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
