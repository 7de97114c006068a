"use client";
import { useState } from "react";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addRequirement, removeRequirement } from "@/lib/templates/filter-templates";

/** Requirements list: Enter or Add adds a trimmed entry (blank ones are ignored); each can be removed. */
export function RequirementsInput({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const [entry, setEntry] = useState("");

  function add() {
    onChange(addRequirement(value, entry));
    setEntry("");
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="template-requirement">Requirements (optional)</Label>
      <p id="template-requirement-hint" className="text-sm text-muted-foreground">
        For example: &quot;formal tone&quot; or &quot;for my landlord&quot;. Press Enter to add each one.
      </p>
      <div className="flex gap-2">
        <Input
          id="template-requirement"
          value={entry}
          maxLength={500}
          aria-describedby="template-requirement-hint"
          onChange={(e) => setEntry(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex list-none flex-col gap-2" aria-label="Requirements">
          {value.map((req, i) => (
            <li key={`${i}-${req}`} className="flex items-center justify-between gap-2 rounded-lg border-2 border-border px-3 py-1">
              <span className="break-words">{req}</span>
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(removeRequirement(value, i))} aria-label={`Remove requirement: ${req}`}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
