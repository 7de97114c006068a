import { readFileSync } from "node:fs";
import { createElement, type ComponentType, type SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as authIcons from "@/components/ui/icons/auth-icons";
import * as commonIcons from "@/components/ui/icons/common-icons";
import * as dictationIcons from "@/components/ui/icons/dictation-icons";
import * as editorIcons from "@/components/ui/icons/editor-icons";
import * as serverDrawnIcons from "@/components/ui/icons/server-drawn-icons";
import * as shellIcons from "@/components/ui/icons/shell-icons";

// The first screens' icons are drawn without lucide-react's builder (components/ui/icons/icon.ts):
// each must come out exactly as lucide-react draws it, however it is used here.
const ours = Object.entries({ ...authIcons, ...commonIcons, ...dictationIcons, ...editorIcons, ...serverDrawnIcons, ...shellIcons }) as Array<
  [string, ComponentType<SVGProps<SVGSVGElement>>]
>;
const uses: Array<SVGProps<SVGSVGElement>> = [
  {},
  { "aria-hidden": "true" },
  { "aria-hidden": "true", className: "size-5 shrink-0" },
  { className: "!size-6", "aria-hidden": "true" },
  { "aria-label": "Microphone", role: "img" },
];

/** lucide-react's own icon of that lucide name (one file: its index would load all 1,600). */
function lucideIcon(ours: ComponentType<SVGProps<SVGSVGElement>>): ComponentType<SVGProps<SVGSVGElement>> & { displayName?: string } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`lucide-react/dist/esm/icons/${(ours as { displayName?: string }).displayName}.mjs`).default;
}

describe("the first screens' icons", () => {
  it("are lucide-react's icons of those names", () => {
    expect(ours.length).toBeGreaterThan(20);
    // lucide-react's index: `export { default as Wand2, ... } from './icons/wand-sparkles.mjs'`
    const index = readFileSync(require.resolve("lucide-react/dist/esm/lucide-react.mjs"), "utf8");
    for (const [name, Icon] of ours) {
      const file = index.match(new RegExp(`default as ${name}\\b[^']*from '\\./icons/([^']+)\\.mjs'`))?.[1];
      expect([name, file]).toEqual([name, (Icon as { displayName?: string }).displayName]);
    }
  });

  it.each(ours)("%s is drawn as lucide-react draws it", (_name, Icon) => {
    const theirs = lucideIcon(Icon);
    for (const props of uses) expect(renderToStaticMarkup(createElement(Icon, props))).toBe(renderToStaticMarkup(createElement(theirs, props)));
  });
});
