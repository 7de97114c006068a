"use client";
import type { FormEvent } from "react";
import { Mic } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/voice-tools/shared/field";

export type LectureSetupValues = { courseTitle: string; lecturerName: string };

type Props = { values: LectureSetupValues; onChange: (patch: Partial<LectureSetupValues>) => void; onStart: () => void };

/** Course title and lecturer (both required), then Start Recording Lecture. */
export function LectureSetup({ values, onChange, onStart }: Props) {
  const missing = !values.courseTitle.trim() || !values.lecturerName.trim();
  function submit(e: FormEvent) {
    e.preventDefault();
    onStart();
  }
  return (
    <Card className="p-4">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <h2 className="text-xl font-bold">Lecture details</h2>
        <Field id="course-title" label="Course title" required>
          <Input id="course-title" value={values.courseTitle} onChange={(e) => onChange({ courseTitle: e.target.value })} aria-required="true" autoComplete="off" />
        </Field>
        <Field id="lecturer-name" label="Lecturer name" required>
          <Input id="lecturer-name" value={values.lecturerName} onChange={(e) => onChange({ lecturerName: e.target.value })} aria-required="true" autoComplete="off" />
        </Field>
        {/* spec §5: disabled until both details are filled in; the hint below says why */}
        <Button type="submit" size="lg" className="self-start" disabled={missing} aria-describedby={missing ? "lecture-start-hint" : undefined}>
          <Mic aria-hidden="true" />
          Start Recording Lecture
        </Button>
        {/* below the button, so it does not move when the hint goes */}
        {missing && (
          <p id="lecture-start-hint" className="text-base text-muted-foreground">
            Enter the course title and lecturer name to start recording.
          </p>
        )}
      </form>
    </Card>
  );
}
