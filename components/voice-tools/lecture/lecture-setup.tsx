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
        {/* never disabled: pressing it without the details says what is missing (spec §5 toast) */}
        <Button type="submit" size="lg" className="self-start">
          <Mic aria-hidden="true" />
          Start Recording Lecture
        </Button>
      </form>
    </Card>
  );
}
