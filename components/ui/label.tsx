import * as React from "react";
import { cn } from "@/lib/utils";

// A plain <label>: Radix's Label only added a guard against selecting text on double-click, and
// brought its Slot/Primitive packages into every page's first load.
export const Label = React.forwardRef<HTMLLabelElement, React.LabelHTMLAttributes<HTMLLabelElement>>(
  ({ className, ...props }, ref) => (
    <label ref={ref} className={cn("text-base font-semibold leading-normal", className)} {...props} />
  ),
);
Label.displayName = "Label";
