"use client";
import dynamic from "next/dynamic";
import { memo } from "react";
import { Mic, Square, Wand2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { LANGUAGES } from "@/lib/languages";
import { useDictationSnapshot } from "@/lib/speech/use-dictation";
import type { EditorDictation } from "@/components/editor/use-editor-dictation";
import { CommandCheatSheet } from "@/components/dictation/command-cheat-sheet";
import { ProcessingNote } from "@/components/dictation/processing-note";
import { UnsupportedNotice } from "@/components/dictation/unsupported-notice";

// Shown only after the browser refused the microphone: loaded then, not with the editor.
const MicrophoneHelp = dynamic(() => import("@/components/dictation/microphone-help").then((m) => m.MicrophoneHelp), { ssr: false });

type Props = {
  dictation: EditorDictation;
  onFixAll: () => void;
  canFixAll: boolean;
  fixing: boolean;
  autoFix: boolean;
  onAutoFixChange: (on: boolean) => void;
};

// Left panel of the editor (core-product §2): dictation on/off, language, where speech is
// processed, the command cheat sheet and 'Fix All Punctuation'.
export const VoiceControlPanel = memo(function VoiceControlPanel(props: Props) {
  const { dictation, onFixAll, canFixAll, fixing, autoFix, onAutoFixChange } = props;
  const { state } = useDictationSnapshot(dictation.store);
  const listening = state === "listening";
  const unsupported = dictation.support === "unsupported" || dictation.unavailable;
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-xl font-bold">Voice Control</h2>
      {unsupported ? (
        <UnsupportedNotice />
      ) : (
        <Button
          size="lg"
          variant={listening ? "destructive" : "default"}
          onClick={listening ? dictation.stop : dictation.start}
          disabled={dictation.support === "unknown"}
        >
          {listening ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
          {listening ? "End Dictation" : "Start Dictation"}
        </Button>
      )}
      {dictation.paused && (
        <div role="status" className="flex flex-col gap-2 rounded-lg border-2 border-input p-3">
          <p className="font-semibold">Dictation paused: your words are not typed. Say &ldquo;resume dictation&rdquo; to carry on.</p>
          <Button variant="secondary" onClick={dictation.resume}>
            Resume dictation
          </Button>
        </div>
      )}
      {dictation.permissionProblem && (
        <MicrophoneHelp onTryAgain={dictation.start} onClose={dictation.dismissPermissionProblem} />
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor="dictation-language">Dictation language</Label>
        <Select id="dictation-language" value={dictation.lang} onChange={(e) => dictation.setLang(e.target.value)}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </Select>
      </div>
      {!unsupported && <ProcessingNote mode={dictation.mode} onInstall={dictation.installOnDevice} />}
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="auto-fix">Fix punctuation after I speak</Label>
        <Switch id="auto-fix" checked={autoFix} onCheckedChange={onAutoFixChange} />
      </div>
      <CommandCheatSheet />
      <Button variant="secondary" onClick={onFixAll} disabled={!canFixAll || fixing}>
        <Wand2 aria-hidden="true" />
        {fixing ? "Fixing..." : "Fix All Punctuation"}
      </Button>
    </Card>
  );
});
