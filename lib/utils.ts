import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "@/lib/class-merge";

/** Class names joined (clsx), a later Tailwind class overriding an earlier one that sets the same thing. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
