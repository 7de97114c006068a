import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "@/lib/class-merge";

/** Class names joined (clsx), a later Tailwind class overriding an earlier one that sets the same thing. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  let out = merged.get(classes);
  if (out === undefined) {
    out = mergeClasses(classes);
    if (merged.size > 1000) merged.clear();
    merged.set(classes, out);
  }
  return out;
}

/** Each class list merged so far: a component drawn again (hydration, then every update) asks for the same lists. */
const merged = new Map<string, string>();
