"use client";
import type { FormEvent } from "react";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { confidentialityLevels, legalDocumentTypes, type ConfidentialityLevel, type LegalDocumentType } from "@/lib/tools/choices";
import { CONFIDENTIALITY_LABELS, LEGAL_DOCUMENT_TYPE_LABELS } from "@/lib/tools/legal";
import { Field } from "@/components/voice-tools/shared/field";
import { ConfidentialityBadge } from "@/components/voice-tools/legal/confidentiality-badge";
import { PrivacyNotice } from "@/components/voice-tools/legal/privacy-notice";

export type LegalSetupValues = { caseNumber: string; clientName: string; documentType: LegalDocumentType | ""; level: ConfidentialityLevel };

type Props = { values: LegalSetupValues; onChange: (patch: Partial<LegalSetupValues>) => void; onStart: () => void };

/** Case information (case number and document type required, client optional), confidentiality, notice. */
export function LegalSetup({ values, onChange, onStart }: Props) {
  function submit(e: FormEvent) {
    e.preventDefault();
    onStart();
  }
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-4">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <h2 className="text-xl font-bold">Case information</h2>
          <Field id="case-number" label="Case Number" required>
            <Input id="case-number" value={values.caseNumber} onChange={(e) => onChange({ caseNumber: e.target.value })} aria-required="true" autoComplete="off" />
          </Field>
          <Field id="client-name" label="Client Name (optional)">
            <Input id="client-name" value={values.clientName} onChange={(e) => onChange({ clientName: e.target.value })} autoComplete="off" />
          </Field>
          <Field id="document-type" label="Document Type" required>
            <Select
              id="document-type"
              value={values.documentType}
              aria-required="true"
              onChange={(e) => onChange({ documentType: e.target.value as LegalDocumentType | "" })}
            >
              <option value="">Select document type</option>
              {legalDocumentTypes.map((t) => (
                <option key={t} value={t}>
                  {LEGAL_DOCUMENT_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="confidentiality" label="Confidentiality Level">
            <Select id="confidentiality" value={values.level} onChange={(e) => onChange({ level: e.target.value as ConfidentialityLevel })}>
              {confidentialityLevels.map((l) => (
                <option key={l} value={l}>
                  {CONFIDENTIALITY_LABELS[l]}
                </option>
              ))}
            </Select>
          </Field>
          <p className="flex items-center gap-2">
            Marked as: <ConfidentialityBadge level={values.level} />
          </p>
          <Button type="submit" size="lg" className="self-start">
            <Lock aria-hidden="true" />
            Start Secure Dictation
          </Button>
        </form>
      </Card>
      <PrivacyNotice />
    </div>
  );
}
