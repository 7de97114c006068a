import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

/** A label above its control, with an optional "(required)" mark read by screen readers too. */
export function Field({ id, label, required, children }: { id: string; label: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>
        {label}
        {/* a space, not a margin: on a narrow screen the mark wraps whole onto its own line */}
        {required && (
          <>
            {" "}
            <span className="text-muted-foreground">(required)</span>
          </>
        )}
      </Label>
      {children}
    </div>
  );
}

type TextFieldProps = { id: string; label: string; required?: boolean; value: string; onChange: (value: string) => void };

/** A one-line text field with its label. */
export function TextField({ id, label, required, value, onChange }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required}>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-required={required || undefined} autoComplete="off" />
    </Field>
  );
}

type SelectFieldProps<T extends string> = {
  id: string;
  label: string;
  required?: boolean;
  value: T | "";
  onChange: (value: T) => void;
  /** Each choice and how it reads, in the order offered. */
  choices: Readonly<Record<T, string>>;
  /** The first, empty choice ("Select document type") when nothing is chosen yet. */
  placeholder?: string;
};

/** A native select with its label. */
export function SelectField<T extends string>({ id, label, required, value, onChange, choices, placeholder }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label} required={required}>
      <Select id={id} value={value} aria-required={required || undefined} onChange={(e) => onChange(e.target.value as T)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {(Object.entries(choices) as [T, string][]).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}
