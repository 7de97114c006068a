"use client";
import { FileCheck } from "lucide-react";
import { useLegalFormat } from "@/lib/queries/voice-tools";
import type { LegalDocument, LegalDocumentType } from "@/lib/schemas/ai";
import { legalDocumentTypes } from "@/lib/voice-tools/choices";
import { legalFileName } from "@/lib/voice-tools/file-names";
import { legalText } from "@/lib/voice-tools/downloads";
import { DEFAULT_CONFIDENTIALITY, LEGAL_DOCUMENT_TYPE_LABELS } from "@/lib/voice-tools/legal";
import { isoDate } from "@/lib/voice-tools/text";
import { downloadFile } from "@/lib/download";
import { sessionTimes, useRecordingTool } from "@/components/voice-tools/shared/use-recording-tool";
import { ToolPhases } from "@/components/voice-tools/shared/tool-phases";
import { ConfidentialityBadge } from "@/components/voice-tools/legal/confidentiality-badge";
import { LegalSetup, type LegalSetupValues } from "@/components/voice-tools/legal/legal-setup";
import { LegalResults } from "@/components/voice-tools/legal/legal-results";

const INITIAL: LegalSetupValues = { caseNumber: "", clientName: "", documentType: "", level: DEFAULT_CONFIDENTIALITY };

/** Professional legal dictation: case details, dictate, then the formatted document with warnings and suggestions. */
export function LegalTool() {
  const tool = useRecordingTool<LegalSetupValues, LegalDocument>("legal", INITIAL);
  const { session } = tool;
  const legal = useLegalFormat();
  const { caseNumber, clientName, documentType, level } = session.setup;

  const start = () =>
    tool.startIf(
      Boolean(caseNumber.trim() && documentType),
      { title: "Document details required", description: "Please enter case number and select document type before starting." },
      "Secure dictation started",
    );

  const processDocument = (type: LegalDocumentType) =>
    tool.finish((transcript) => legal.mutateAsync({ transcript, marksWritten: true, documentType: type, caseInfo: { caseNumber, clientName }, confidentialityLevel: level }), {
      done: { title: "Legal document processed", description: "Review the warnings and suggestions before you use it." },
      failed: { title: "Processing failed", description: "Could not process legal document. Please try again." },
    });

  // Results exist only for a document type: Start asks for one.
  const type = documentType || legalDocumentTypes[0];
  const date = () => isoDate(new Date(sessionTimes(session).endedAt));
  const text = () => legalText({ caseNumber, clientName, documentType: type, level, date: date(), document: session.result! });

  return (
    <ToolPhases
      tool={tool}
      setup={<LegalSetup values={session.setup} onChange={session.setSetup} onStart={start} />}
      recording={{
        heading: `Dictating: ${documentType ? LEGAL_DOCUMENT_TYPE_LABELS[documentType] : "Document"}, case ${caseNumber}`,
        previewChars: 600, // the last 600 characters heard
        badges: <ConfidentialityBadge level={level} />,
        processingText: "Formatting your legal document...",
        stop: { label: "Process Document", icon: FileCheck, variant: "default", onClick: () => void processDocument(type) },
      }}
      results={{
        testId: "legal-results",
        download: { label: "Download Legal Document", onClick: () => downloadFile(legalFileName(caseNumber, type, date()), text()) },
        buildDocument: () => ({ title: `${caseNumber.trim()} ${LEGAL_DOCUMENT_TYPE_LABELS[type]}`, content: text() }),
        newLabel: "New Document",
        view: (doc) => <LegalResults document={doc} />,
      }}
    />
  );
}
