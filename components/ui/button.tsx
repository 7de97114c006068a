import * as React from "react";
import { variants, type VariantProps } from "@/lib/class-join";

// Targets are at least 44px tall by default (WCAG 2.5.8 asks for 24px; our users benefit from more).
export const buttonVariants = variants(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border-2 border-input bg-background hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline underline-offset-4 hover:no-underline",
      },
      size: {
        default: "min-h-11 px-4 py-2 text-base",
        sm: "min-h-9 px-3 text-sm",
        lg: "min-h-12 px-6 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

// Always a <button> (type="button" unless told): a link styled as a button uses buttonVariants on
// the link itself, so no Slot (Radix's) rides along in every page's first load.
// A className is added to the variant's classes, not merged with them (so the merge stays out of
// every page's first load): it must not set what the variant sets (tests/unit/ui/class-join.test.ts
// checks every one written); MergedButton (merged-button.tsx) overrides the variant's classes.
export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, type, ...props }, ref) => (
    <button className={buttonVariants({ variant, size, className })} ref={ref} type={type ?? "button"} {...props} />
  ),
);
Button.displayName = "Button";
