import { readFileSync } from "node:fs";
import path from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { mergeClasses } from "@/lib/class-merge";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { sourceFiles } from "@/tests/support/source-files";

// tailwind-merge's twMerge (its default configuration) without the memo of its last 500 answers:
// each pair below is asked once, so the memo only costs (about half of the reference's CPU). The
// answers are twMerge's own: both gave the same on every ordered pair of the project's classes.
const twMerge = extendTailwindMerge({ cacheSize: 0 });

// Every class-like word written in a string in components/ and app/ (class names, variants and
// all): our merge must agree with tailwind-merge (a dev dependency kept as the reference) on every
// pair of them, in both orders. A new utility it does not know fails here, not on a screen.
function classWordsInSources(): string[] {
  const files = sourceFiles([path.join(process.cwd(), "components"), path.join(process.cwd(), "app")]);
  const words = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/"([^"\n]*)"|`([^`\n]*)`/g)) {
      for (const word of (m[1] ?? m[2]).split(/\s+/)) {
        if (/^[!a-z0-9:\-[\]/.()_%#&>*=,]+$/.test(word) && /[a-z]/.test(word) && word.length < 60) words.add(word);
      }
    }
  }
  return [...words].sort();
}

describe("mergeClasses (cn's Tailwind merge)", () => {
  const words = classWordsInSources();

  it("finds the project's classes", () => {
    expect(words.length).toBeGreaterThan(300);
    expect(words).toEqual(expect.arrayContaining(["px-4", "text-sm", "hover:bg-primary/90", "border-destructive"]));
  });

  it("agrees with tailwind-merge on every pair of the project's classes, both ways round", () => {
    const disagreements: string[] = [];
    for (const a of words) {
      for (const b of words) {
        if (a === b) continue;
        const ours = mergeClasses(`${a} ${b}`);
        const theirs = twMerge(a, b);
        if (ours !== theirs) disagreements.push(`"${a} ${b}": ours "${ours}", tailwind-merge "${theirs}"`);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it("keeps the later of two conflicting classes, and what does not conflict", () => {
    expect(cn("px-4 py-2 text-sm", "px-2")).toBe("py-2 text-sm px-2");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("text-sm text-muted-foreground", "text-lg", "text-primary")).toBe("text-lg text-primary");
    expect(cn("border-2 border-border", "border-destructive")).toBe("border-2 border-destructive");
    expect(cn("hover:bg-primary/90 bg-primary", "bg-secondary")).toBe("hover:bg-primary/90 bg-secondary");
    expect(cn("h-10 w-10", "size-8")).toBe("size-8");
    expect(cn("flex", false, undefined, { hidden: true })).toBe("hidden");
  });

  it("has nothing to merge in a button's own variants (a button without className skips the merge)", () => {
    for (const variant of ["default", "destructive", "outline", "secondary", "ghost", "link"] as const) {
      for (const size of ["default", "sm", "lg", "icon"] as const) {
        const classes = buttonVariants({ variant, size });
        expect(mergeClasses(classes)).toBe(classes);
      }
    }
    expect(buttonVariants()).toBe(mergeClasses(buttonVariants()));
  });

  it("gives the same answer the second time a list is asked for", () => {
    expect(cn("px-4 text-sm", "px-2")).toBe("text-sm px-2");
    expect(cn("px-4 text-sm", "px-2")).toBe("text-sm px-2");
    expect(cn("px-4 text-sm", { "px-2": false })).toBe("px-4 text-sm");
  });
});
