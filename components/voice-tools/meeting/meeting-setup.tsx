"use client";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { Play, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { addParticipant, removeParticipant } from "@/lib/tools/participants";
import { Field } from "@/components/voice-tools/shared/field";

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
  function submit(e: FormEvent) {
    e.preventDefault();
    onStart();
  }

  return (
    <Card className="p-4">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <h2 className="text-xl font-bold">Meeting details</h2>
        <Field id="meeting-title" label="Meeting title" required>
          <Input id="meeting-title" value={values.title} onChange={(e) => onChange({ title: e.target.value })} aria-required="true" autoComplete="off" />
        </Field>
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
                  <Button
                    variant="outline"
                    size="sm"
                    className="rounded-full"
                    aria-label={`Remove ${p}`}
                    onClick={() => onChange({ participants: [...removeParticipant(values.participants, p)] })}
                  >
                    {p}
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No participants yet.</p>
          )}
        </div>
        <Button type="submit" size="lg" className="self-start">
          <Play aria-hidden="true" />
          Start Meeting
        </Button>
      </form>
    </Card>
  );
}
