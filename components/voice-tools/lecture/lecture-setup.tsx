"use client";
import { Mic } from "lucide-react";
import { TextField } from "@/components/voice-tools/shared/fields";
import { ToolSetupForm } from "@/components/voice-tools/shared/tool-setup-form";

export type LectureSetupValues = { courseTitle: string; lecturerName: string };

type Props = { values: LectureSetupValues; onChange: (patch: Partial<LectureSetupValues>) => void; onStart: () => void };

/** Course title and lecturer (both required: Start is disabled until both are in), then Start Recording Lecture. */
export function LectureSetup({ values, onChange, onStart }: Props) {
  const missing = !values.courseTitle.trim() || !values.lecturerName.trim();
  return (
    <ToolSetupForm
      title="Lecture details"
      onStart={onStart}
      submit={{ label: "Start Recording Lecture", icon: Mic }}
      blockedHint={missing ? "Enter the course title and lecturer name to start recording." : undefined}
      hintId="lecture-start-hint"
    >
      <TextField id="course-title" label="Course title" required value={values.courseTitle} onChange={(courseTitle) => onChange({ courseTitle })} />
      <TextField id="lecturer-name" label="Lecturer name" required value={values.lecturerName} onChange={(lecturerName) => onChange({ lecturerName })} />
    </ToolSetupForm>
  );
}
