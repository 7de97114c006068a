"use client";
import * as React from "react";
import { cx } from "@/lib/class-join";
import { changeEventOf, useTypedBeforeHydration } from "@/lib/hooks/use-typed-before-hydration";

type TextareaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /** The text's size and weight: "text-base" unless told (replaced, not added to). */
  textClassName?: string;
};

// A className is added to the field's own classes, not merged with them: it must not set what they
// set (its text size goes in textClassName).
export const Textarea = React.forwardRef<HTMLTextAreaElement, TextareaProps>(
  ({ className, textClassName = "text-base", ...props }, ref) => {
    // typing before the page's scripts ran reaches the owner's state (or react-hook-form's)
    const { onChange } = props;
    const own = useTypedBeforeHydration(ref, props.value, onChange && ((field) => onChange(changeEventOf(field))));
    return (
      // dir="auto": the text's own direction (Arabic or Hebrew right to left), unless told otherwise.
      <textarea
        ref={own}
        dir="auto"
        className={cx(
          "flex min-h-24 w-full rounded-lg border-2 border-input bg-background px-3 py-2",
          textClassName,
          "text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60",
          className,
        )}
        {...props}
      />
    );
  },
);
Textarea.displayName = "Textarea";
