import * as React from "react";
import { buttonVariants, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A Button whose className overrides its variant's classes where both set the same thing
 * (`rounded-full` over the variant's `rounded-lg`), merged by cn. The merge comes with it, so a
 * screen's first load uses Button, whose className must not override anything.
 */
export const MergedButton = React.forwardRef<HTMLButtonElement, ButtonProps>(({ className, variant, size, type, ...props }, ref) => (
  <button className={cn(buttonVariants({ variant, size }), className)} ref={ref} type={type ?? "button"} {...props} />
));
MergedButton.displayName = "MergedButton";
