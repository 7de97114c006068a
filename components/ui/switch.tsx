"use client";
import * as React from "react";
import { cx } from "@/lib/class-join";

type SwitchProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "onChange" | "value" | "type"> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: a button with role="switch" and aria-checked (WAI-ARIA switch pattern),
 * toggled by click, Space or Enter like any button. Controlled only (every use here is). It
 * replaced Radix's switch, whose uncontrolled state and form bubbling nobody used, to keep the
 * editor's first load light.
 */
export const Switch = React.forwardRef<HTMLButtonElement, SwitchProps>(({ checked, onCheckedChange, onClick, className, ...props }, ref) => {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      className={cx(
        "peer inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary data-[state=unchecked]:bg-muted-strong",
        className,
      )}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-6 rounded-full bg-background shadow ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 motion-reduce:transition-none"
      />
    </button>
  );
});
Switch.displayName = "Switch";
