"use client";
import { memo, type ReactNode } from "react";
import { Wand2 } from "@/components/ui/icons/editor-icons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { EditorDictation } from "@/components/editor/use-editor-dictation";
import { ProcessingNote } from "@/components/dictation/processing-note";

type Props = {
  dictation: EditorDictation;
  onFixAll: () => void;
  canFixAll: boolean;
  fixing: boolean;
  autoFix: boolean;
  onAutoFixChange: (on: boolean) => void;
  /** The voice-command help, drawn on the server (components/dictation/command-cheat-sheet.tsx). */
  commandHelp?: ReactNode;
  /** The dictation languages' <option>s, drawn on the server (components/dictation/language-options.tsx). */
  languageOptions?: ReactNode;
};

// The Voice Control panel (core-product §2) beside the text: how dictation works (language,
// where speech is processed, the automatic fix), the voice commands most used with the full
// list one press away, and 'Fix All Punctuation'. Starting and ending dictation sits right
// above the text (dictation-bar.tsx), where the person looks while speaking.
export const VoiceControlPanel = memo(function VoiceControlPanel(props: Props) {
  const { dictation, onFixAll, canFixAll, fixing, autoFix, onAutoFixChange, commandHelp, languageOptions } = props;
  const unsupported = dictation.support === "unsupported" || dictation.unavailable;
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-xl font-bold">Voice Control</h2>
      <div className="flex flex-col gap-1">
        <Label htmlFor="dictation-language">Dictation language</Label>
        <Select id="dictation-language" value={dictation.lang} onChange={(e) => dictation.setLang(e.target.value)}>
          {languageOptions}
        </Select>
      </div>
      {!unsupported && <ProcessingNote mode={dictation.mode} onInstall={dictation.installOnDevice} />}
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="auto-fix">Fix punctuation after I speak</Label>
        <Switch id="auto-fix" checked={autoFix} onCheckedChange={onAutoFixChange} />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="number-words">Keep numbers as words (twenty twenty six, not 2026)</Label>
        <Switch id="number-words" checked={dictation.numberWords} onCheckedChange={dictation.setNumberWords} />
      </div>
      {commandHelp}
      <Button variant="secondary" onClick={onFixAll} disabled={!canFixAll || fixing}>
        <Wand2 aria-hidden="true" />
        {fixing ? "Fixing..." : "Fix All Punctuation"}
      </Button>
    </Card>
  );
});
