"use client";
import * as React from "react";
import { cx } from "@/lib/class-join";
import { changeEventOf, useTypedBeforeHydration } from "@/lib/hooks/use-typed-before-hydration";

// Typed words follow their own direction (dir="auto"): Arabic or Hebrew reads right to left with
// its punctuation at the right end. Passwords, numbers and the like keep the page's direction.
const TEXT_TYPES = new Set([undefined, "text", "search"]);

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & {
  /** The text's size and weight: "text-base" unless told (replaced, not added to). */
  textClassName?: string;
};

// A className is added to the field's own classes, not merged with them: it must not set what they
// set (its text size goes in textClassName).
export const Input = React.forwardRef<HTMLInputElement, InputProps>(
  ({ className, type, textClassName = "text-base", ...props }, ref) => {
    // typing before the page's scripts ran reaches the owner's state (or react-hook-form's)
    const { onChange } = props;
    const own = useTypedBeforeHydration(ref, props.value, onChange && ((field) => onChange(changeEventOf(field))));
    return (
      <input
        type={type}
        dir={TEXT_TYPES.has(type) ? "auto" : undefined}
        ref={own}
        className={cx(
          "flex min-h-11 w-full rounded-lg border-2 border-input bg-background px-3 py-2",
          textClassName,
          "text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive",
          className,
        )}
        {...props}
      />
    );
  },
);
Input.displayName = "Input";
