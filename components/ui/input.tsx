"use client";
import * as React from "react";
import { cn } from "@/lib/utils";
import { changeEventOf, useTypedBeforeHydration } from "@/lib/hooks/use-typed-before-hydration";

// Typed words follow their own direction (dir="auto"): Arabic or Hebrew reads right to left with
// its punctuation at the right end. Passwords, numbers and the like keep the page's direction.
const TEXT_TYPES = new Set([undefined, "text", "search"]);

export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type, ...props }, ref) => {
    // typing before the page's scripts ran reaches the owner's state (or react-hook-form's)
    const { onChange } = props;
    const own = useTypedBeforeHydration(ref, props.value, onChange && ((field) => onChange(changeEventOf(field))));
    return (
      <input
        type={type}
        dir={TEXT_TYPES.has(type) ? "auto" : undefined}
        ref={own}
        className={cn(
          "flex min-h-11 w-full rounded-lg border-2 border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive",
          className,
        )}
        {...props}
      />
    );
  },
);
Input.displayName = "Input";
