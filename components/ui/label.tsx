import * as React from "react";
import { cx } from "@/lib/class-join";

// A plain <label>: Radix's Label only added a guard against selecting text on double-click, and
// brought its Slot/Primitive packages into every page's first load. A className is added, not
// merged: a label of another size or weight is a plain <label>.
export const Label = React.forwardRef<HTMLLabelElement, React.LabelHTMLAttributes<HTMLLabelElement>>(
  ({ className, ...props }, ref) => (
    <label ref={ref} className={cx("text-base font-semibold leading-normal", className)} {...props} />
  ),
);
Label.displayName = "Label";
