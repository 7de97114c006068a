"use client";
import dynamic from "next/dynamic";
import { memo } from "react";
import { Mic } from "@/components/ui/icons/dictation-icons";
import { Square } from "@/components/ui/icons/editor-icons";
import { Button } from "@/components/ui/button";
import { onePress } from "@/components/ui/one-press";
import { useDictationSnapshot } from "@/lib/speech/use-dictation";
import type { EditorDictation } from "@/components/editor/use-editor-dictation";
import { DictationStatus } from "@/components/dictation/dictation-status";
import { UnsupportedNotice } from "@/components/dictation/unsupported-notice";

// Shown only after the browser refused the microphone: loaded then, not with the editor.
const MicrophoneHelp = dynamic(() => import("@/components/dictation/microphone-help").then((m) => m.MicrophoneHelp), { ssr: false });

// Right above the text: the start/end dictation button, what the microphone is doing and the
// words still being recognised, so the person looks at one place while speaking. A pause
// ("stop dictation") and microphone problems show here too.
export const DictationBar = memo(function DictationBar({ dictation }: { dictation: EditorDictation }) {
  const { state } = useDictationSnapshot(dictation.store);
  const listening = state === "listening";
  const unsupported = dictation.support === "unsupported" || dictation.unavailable;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-stretch gap-2">
        {unsupported ? null : (
          <Button
            size="lg"
            variant={listening ? "destructive" : "default"}
            onClick={onePress(listening ? dictation.stop : dictation.start)}
            disabled={dictation.support === "unknown"}
          >
            {listening ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {listening ? "End Dictation" : "Start Dictation"}
          </Button>
        )}
        <div className="min-w-0 flex-1 basis-48">
          <DictationStatus store={dictation.store} />
        </div>
      </div>
      {unsupported && <UnsupportedNotice />}
      {dictation.paused && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-input p-3">
          <p className="flex-1 font-semibold">Dictation paused: your words are not typed. Say &ldquo;resume dictation&rdquo; to carry on.</p>
          <Button variant="secondary" onClick={dictation.resume}>
            Resume dictation
          </Button>
        </div>
      )}
      {dictation.spelling !== null && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-input p-3">
          <p className="flex-1">
            <span className="font-semibold">Spell mode{dictation.spelling ? `: ${dictation.spelling}` : ""}.</span> Say letters one by one (or alpha, bravo...), &ldquo;capital&rdquo; before a capital,
            then &ldquo;stop spelling&rdquo;.
          </p>
          <Button variant="secondary" onClick={dictation.stopSpelling}>
            Stop spelling
          </Button>
        </div>
      )}
      {dictation.permissionProblem && <MicrophoneHelp onTryAgain={dictation.start} onClose={dictation.dismissPermissionProblem} />}
    </div>
  );
});
