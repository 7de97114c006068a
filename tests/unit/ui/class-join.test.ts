import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { cva } from "class-variance-authority";
import { clsx } from "clsx";
import { cx, variants } from "@/lib/class-join";
import { mergeClasses } from "@/lib/class-merge";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { TOOLBAR_BUTTON_CLASS } from "@/components/accessibility/accessibility-toolbar";
import { MENU_ACTION_CLASS } from "@/components/editor/editor-header";
import { CURRENT_NAV_LINK_CLASS, NAV_LINK_CLASS } from "@/components/layout/nav-links";
import { sourceFiles } from "@/tests/support/source-files";

// The shared controls add a caller's className to their own classes without merging (so the merge
// stays out of the first loads): a className written anywhere must not set what the control's own
// classes set. Class lists joined with cx in code are checked while the unit tests render
// (tests/unit/setup.ts); these are the ones written in the JSX, and the merges written out.

/** Each control's own classes, from the components (a Button's from its variant and size). */
const OWN: Record<string, (attrs: Record<string, string | undefined>) => string> = {
  Button: (a) => buttonVariants({ variant: a.variant as never, size: a.size as never }),
  Input: (a) => `flex min-h-11 w-full rounded-lg border-2 border-input bg-background px-3 py-2 ${a.textClassName ?? "text-base"} text-foreground`,
  Textarea: (a) => `flex min-h-24 w-full rounded-lg border-2 border-input bg-background px-3 py-2 ${a.textClassName ?? "text-base"} text-foreground`,
  Label: () => "text-base font-semibold leading-normal",
  Card: () => "rounded-xl border-2 border-border bg-card text-card-foreground shadow-sm",
  Skeleton: () => "animate-pulse rounded-lg bg-muted motion-reduce:animate-none",
};

type Use = { where: string; tag: string; className: string | null; attrs: Record<string, string | undefined> };

function usesInSources(): Use[] {
  const files = sourceFiles([path.join(process.cwd(), "components"), path.join(process.cwd(), "app")], /\.tsx$/);
  const uses: Use[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() in OWN) {
        const attrs: Record<string, string | undefined> = {};
        let className: string | null | undefined;
        for (const a of node.attributes.properties) {
          if (!ts.isJsxAttribute(a)) continue;
          const literal = a.initializer && ts.isStringLiteral(a.initializer) ? a.initializer.text : undefined;
          if (a.name.getText() === "className") className = literal ?? null;
          else attrs[a.name.getText()] = literal;
        }
        const where = `${path.relative(process.cwd(), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        if (className !== undefined) uses.push({ where, tag: node.tagName.getText(), className, attrs });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe("class names added without merging", () => {
  const uses = usesInSources();

  it("finds the controls given a className", () => {
    expect(uses.filter((u) => u.tag === "Button").length).toBeGreaterThan(20);
  });

  it("no className written on a shared control sets what the control's own classes set", () => {
    const overriding = uses
      .filter((u) => u.className !== null)
      .map((u) => ({ ...u, joined: `${OWN[u.tag](u.attrs)} ${u.className}` }))
      .filter((u) => mergeClasses(u.joined) !== u.joined)
      .map((u) => `${u.where}: <${u.tag} className="${u.className}">`);
    expect(overriding).toEqual([]);
  });

  it("a className worked out in code is one of the few looked at here", () => {
    // a retry button's className comes from its callers (none gives one); the template dialog's
    // "opacity-60" sets nothing a button sets (its own is disabled:opacity-60)
    const computed = uses.filter((u) => u.className === null).map((u) => u.where.replace(/:\d+$/, ""));
    expect(computed.sort()).toEqual(["components/common/retry-button.tsx", "components/templates/create-template-dialog.tsx"]);
  });

  it("the merges written out are what cn makes", () => {
    expect(TOOLBAR_BUTTON_CLASS).toBe(cn(buttonVariants({ size: "lg" }), "min-h-14 rounded-full px-5 shadow-lg"));
    expect(MENU_ACTION_CLASS).toBe(cn(buttonVariants({ variant: "outline" }), "aria-disabled:opacity-60 w-full justify-start"));
  });
});

describe("the navigation links' classes", () => {
  it("the current page's link is the others' underlined and tinted, as merging made it", () => {
    expect(CURRENT_NAV_LINK_CLASS).toBe(cn(NAV_LINK_CLASS, "bg-accent underline"));
  });
});

describe("variants (what cva made of the buttons' and badges' variants)", () => {
  it("gives cva's classes for every variant and size, none (null), the default and a className", () => {
    const config = { variants: { variant: { a: "bg-primary text-white", b: "border-2" }, size: { s: "px-2", m: "px-4 py-2" } }, defaultVariants: { variant: "a", size: "m" } } as const;
    const ours = variants("inline-flex gap-2", config);
    const theirs = cva("inline-flex gap-2", config);
    for (const variant of ["a", "b", null, undefined] as const) {
      for (const size of ["s", "m", null, undefined] as const) {
        for (const className of [undefined, "", "self-start"]) expect(ours({ variant, size, className })).toBe(theirs({ variant, size, className }));
      }
    }
    expect(ours()).toBe(theirs());
  });

  it("joins like clsx the strings and gaps it is given", () => {
    expect(cx("a b", false, undefined, "", null, "c")).toBe(clsx("a b", false, undefined, "", null, "c"));
    expect(cx()).toBe("");
  });
});
