"use client";
import { FileCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { useLegalFormat } from "@/lib/queries/voice-tools";
import type { LegalDocument, LegalDocumentType } from "@/lib/ai/schemas";
import { legalFileName } from "@/lib/tools/file-names";
import { legalText } from "@/lib/tools/downloads";
import { DEFAULT_CONFIDENTIALITY, LEGAL_DOCUMENT_TYPE_LABELS } from "@/lib/tools/legal";
import { isoDate } from "@/lib/tools/text";
import { RecorderPanel } from "@/components/voice-tools/recorder/recorder-panel";
import { useToolRecorder } from "@/components/voice-tools/recorder/use-tool-recorder";
import { useElapsedSeconds } from "@/components/voice-tools/recorder/use-elapsed";
import { useToolSession } from "@/components/voice-tools/shared/use-tool-session";
import { announceEmptyTranscript, announceRecording } from "@/components/voice-tools/shared/recording-toast";
import { downloadFile } from "@/lib/download";
import { ProcessingState } from "@/components/voice-tools/shared/results";
import { RestoredNote } from "@/components/voice-tools/shared/restored-note";
import { ConfidentialityBadge } from "@/components/voice-tools/legal/confidentiality-badge";
import { LegalSetup, type LegalSetupValues } from "@/components/voice-tools/legal/legal-setup";
import { LegalResults } from "@/components/voice-tools/legal/legal-results";

const INITIAL: LegalSetupValues = { caseNumber: "", clientName: "", documentType: "", level: DEFAULT_CONFIDENTIALITY };
export const LEGAL_PREVIEW_CHARS = 600;

/** Professional legal dictation (voice tools spec §2, §4, §5, §7, §8). */
export function LegalTool() {
  const session = useToolSession<LegalSetupValues, LegalDocument>("legal", INITIAL);
  const recorder = useToolRecorder({ onChunk: session.addChunk });
  const legal = useLegalFormat();
  const elapsed = useElapsedSeconds(session.startedAt, session.phase === "recording");
  const { caseNumber, clientName, documentType, level } = session.setup;

  function start() {
    if (!caseNumber.trim() || !documentType) {
      toast({
        title: "Document details required",
        description: "Please enter case number and select document type before starting.",
        variant: "destructive",
      });
      return;
    }
    session.begin();
    announceRecording("Secure dictation started", recorder.start());
  }

  async function processDocument() {
    recorder.stop();
    const transcript = session.transcript.trim();
    if (!transcript || !documentType) return announceEmptyTranscript();
    const doc = await session.process(() =>
      legal.mutateAsync({ transcript, documentType, caseInfo: { caseNumber, clientName }, confidentialityLevel: level }),
    );
    if (doc) toast({ title: "Legal document processed", description: "Review the warnings and suggestions before you use it." });
    else toast({ title: "Processing failed", description: "Could not process legal document. Please try again.", variant: "destructive" });
  }

  const date = () => isoDate(new Date(session.endedAt ?? Date.now()));
  const text = () =>
    legalText({ caseNumber, clientName, documentType: documentType as LegalDocumentType, level, date: date(), document: session.result! });

  return (
    <div className="flex flex-col gap-4">
      <RestoredNote show={session.restored && session.phase !== "setup"} />
      {session.phase === "setup" && <LegalSetup values={session.setup} onChange={session.setSetup} onStart={start} />}
      {(session.phase === "recording" || session.phase === "processing") && (
        <Card className="flex flex-col gap-4 p-4">
          <h2 className="text-xl font-bold">
            Dictating: {documentType ? LEGAL_DOCUMENT_TYPE_LABELS[documentType] : "Document"}, case {caseNumber}
          </h2>
          <RecorderPanel
            recorder={recorder}
            transcript={session.transcript}
            onTranscriptChange={session.setTranscript}
            elapsedSeconds={elapsed}
            previewChars={LEGAL_PREVIEW_CHARS}
          >
            <ConfidentialityBadge level={level} />
          </RecorderPanel>
          {session.phase === "processing" ? (
            <ProcessingState text="Formatting your legal document..." />
          ) : (
            <Button size="lg" className="self-start" onClick={() => void processDocument()}>
              <FileCheck aria-hidden="true" />
              Process Document
            </Button>
          )}
        </Card>
      )}
      {session.phase === "results" && session.result && documentType && (
        <LegalResults
          document={session.result}
          onDownload={() => downloadFile(legalFileName(caseNumber, documentType, date()), text())}
          buildDocument={() => ({ title: `${caseNumber.trim()} ${LEGAL_DOCUMENT_TYPE_LABELS[documentType]}`, content: text() })}
          onNew={session.reset}
        />
      )}
    </div>
  );
}
