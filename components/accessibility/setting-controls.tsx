"use client";
import { useId, type ReactNode } from "react";
import { Minus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { clampToRange, type NumericRange } from "@/lib/accessibility/profile";
import { cn } from "@/lib/utils";

type SettingSliderProps = {
  label: string;
  range: Pick<NumericRange, "min" | "max" | "step">;
  value: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
  /** Words for the step buttons, e.g. ["Smaller", "Larger"]. */
  stepLabels?: [string, string];
  testId?: string;
};

/** A labelled slider with its value in words and step buttons (no dragging needed: WCAG 2.5.7). */
export function SettingSlider({ label, range, value, onChange, format, stepLabels = ["Less", "More"], testId }: SettingSliderProps) {
  const id = useId();
  const set = (v: number) => onChange(clampToRange(v, range));
  return (
    <div className="space-y-1" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span id={`${id}-label`} className="font-semibold">
          {label}
        </span>
        <output aria-live="off" className="tabular-nums">
          {format(value)}
        </output>
      </div>
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          size="icon"
          onClick={() => set(value - range.step)}
          disabled={value <= range.min}
          aria-label={`${stepLabels[0]} ${label.toLowerCase()}`}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Slider
          id={`${id}-slider`}
          min={range.min}
          max={range.max}
          step={range.step}
          value={[value]}
          onValueChange={([v]) => set(v)}
          thumbLabel={label}
        />
        <Button
          variant="outline"
          size="icon"
          onClick={() => set(value + range.step)}
          disabled={value >= range.max}
          aria-label={`${stepLabels[1]} ${label.toLowerCase()}`}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export type Choice<T extends string> = { value: T; label: ReactNode; hint?: ReactNode; style?: React.CSSProperties };

/** A group of native radio buttons drawn as large cards: arrow keys move, Space selects. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  columns = 1,
}: {
  legend: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  columns?: 1 | 2;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className={cn("grid gap-2", columns === 2 && "sm:grid-cols-2")}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-ring",
              value === c.value ? "border-primary bg-accent text-accent-foreground" : "border-input",
            )}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="size-6 shrink-0 accent-[var(--primary)] focus-visible:outline-none"
            />
            <span className="min-w-0" style={c.style} data-a11y-font-preview={c.style?.fontFamily ? "" : undefined}>
              <span className="block font-semibold">{c.label}</span>
              {c.hint ? <span className="block text-sm">{c.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
