"use client";
import { useState, type KeyboardEvent } from "react";
import { Play, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MergedButton } from "@/components/ui/merged-button";
import { Input } from "@/components/ui/input";
import { addParticipant, removeParticipant } from "@/lib/voice-tools/participants";
import { Field, TextField } from "@/components/voice-tools/shared/fields";
import { ToolSetupForm } from "@/components/voice-tools/shared/tool-setup-form";

export type MeetingSetupValues = { title: string; participants: string[] };

type Props = { values: MeetingSetupValues; onChange: (patch: Partial<MeetingSetupValues>) => void; onStart: () => void };

/** Meeting title (required) and participants: Add or Enter, trimmed, no duplicates, click a chip to remove. */
export function MeetingSetup({ values, onChange, onStart }: Props) {
  const [name, setName] = useState("");

  function add() {
    onChange({ participants: [...addParticipant(values.participants, name)] });
    setName("");
  }
  function onNameKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== "Enter") return;
    e.preventDefault(); // Enter adds the name; it does not start the meeting
    add();
  }

  return (
    <ToolSetupForm title="Meeting details" onStart={onStart} submit={{ label: "Start Meeting", icon: Play }}>
      <TextField id="meeting-title" label="Meeting title" required value={values.title} onChange={(title) => onChange({ title })} />
      <Field id="participant-name" label="Add a participant">
        <div className="flex gap-2">
          <Input id="participant-name" value={name} onChange={(e) => setName(e.target.value)} onKeyDown={onNameKey} autoComplete="off" />
          <Button variant="secondary" onClick={add}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </Field>
      <div>
        <h3 className="mb-2 font-semibold">Participants ({values.participants.length})</h3>
        {values.participants.length > 0 && <p className="mb-2 text-muted-foreground">Click a name to remove it.</p>}
        {values.participants.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Participants">
            {values.participants.map((p) => (
              <li key={p}>
                <MergedButton
                  variant="outline"
                  size="sm"
                  className="rounded-full"
                  aria-label={`Remove ${p}`}
                  onClick={() => onChange({ participants: [...removeParticipant(values.participants, p)] })}
                >
                  <bdi>{p}</bdi>
                  <X aria-hidden="true" />
                </MergedButton>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No participants yet.</p>
        )}
      </div>
    </ToolSetupForm>
  );
}
