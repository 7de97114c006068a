"use client";
import * as React from "react";
import { cx } from "@/lib/class-join";
import { changeEventOf, useTypedBeforeHydration } from "@/lib/hooks/use-typed-before-hydration";

/** A styled native <select>: the most robust choice for keyboards, screen readers and voice control. */
export const Select = React.forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, children, ...props }, ref) => {
    // a choice made before the page's scripts ran reaches the owner's state (or react-hook-form's)
    const { onChange } = props;
    const own = useTypedBeforeHydration(ref, props.value, onChange && ((field) => onChange(changeEventOf(field))));
    return (
      <select
        ref={own}
        className={cx(
          "min-h-11 w-full rounded-lg border-2 border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring disabled:opacity-60",
          className,
        )}
        {...props}
      >
        {children}
      </select>
    );
  },
);
Select.displayName = "Select";
