"use client";
import { Lock } from "lucide-react";
import type { ConfidentialityLevel, LegalDocumentType } from "@/lib/voice-tools/choices";
import { CONFIDENTIALITY_LABELS, LEGAL_DOCUMENT_TYPE_LABELS } from "@/lib/voice-tools/legal";
import { SelectField, TextField } from "@/components/voice-tools/shared/fields";
import { ToolSetupForm } from "@/components/voice-tools/shared/tool-setup-form";
import { ConfidentialityBadge } from "@/components/voice-tools/legal/confidentiality-badge";
import { PrivacyNotice } from "@/components/voice-tools/legal/privacy-notice";

export type LegalSetupValues = { caseNumber: string; clientName: string; documentType: LegalDocumentType | ""; level: ConfidentialityLevel };

type Props = { values: LegalSetupValues; onChange: (patch: Partial<LegalSetupValues>) => void; onStart: () => void };

/** Case information (case number and document type required, client optional), confidentiality, notice. */
export function LegalSetup({ values, onChange, onStart }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <ToolSetupForm title="Case information" onStart={onStart} submit={{ label: "Start Secure Dictation", icon: Lock }}>
        <TextField id="case-number" label="Case Number" required value={values.caseNumber} onChange={(caseNumber) => onChange({ caseNumber })} />
        <TextField id="client-name" label="Client Name (optional)" value={values.clientName} onChange={(clientName) => onChange({ clientName })} />
        <SelectField
          id="document-type"
          label="Document Type"
          required
          value={values.documentType}
          onChange={(documentType) => onChange({ documentType })}
          choices={LEGAL_DOCUMENT_TYPE_LABELS}
          placeholder="Select document type"
        />
        <SelectField id="confidentiality" label="Confidentiality Level" value={values.level} onChange={(level) => onChange({ level })} choices={CONFIDENTIALITY_LABELS} />
        <p className="flex flex-wrap items-center gap-2">
          Marked as: <ConfidentialityBadge level={values.level} />
        </p>
      </ToolSetupForm>
      <PrivacyNotice />
    </div>
  );
}
