"use client";
import { downloadFile } from "@/lib/download";
import { useId, useRef, useState } from "react";
import { Download, RotateCcw, Upload } from "lucide-react";
import { useAccessibilityProfile } from "@/components/accessibility/accessibility-provider";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { EXPORT_FILE_NAME, exportProfile, parseImportedProfile } from "@/lib/accessibility/profile";
import { toast } from "@/lib/toast";

const MAX_IMPORT_BYTES = 64_000;

function importFailed() {
  toast({ title: "Import Failed", description: "Could not import settings. Please check the file format.", variant: "destructive" });
}

export function SettingsTab() {
  const { profile, updateProfile, replaceProfile, resetProfile, setDyslexiaFriendly, isSignedIn } = useAccessibilityProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const id = useId();

  function exportSettings() {
    downloadFile(EXPORT_FILE_NAME, exportProfile(profile), "application/json");
    setStatus(`Your settings were saved to the file ${EXPORT_FILE_NAME}.`);
  }

  async function importSettings(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    setStatus("");
    const looksJson = file.name.toLowerCase().endsWith(".json") || file.type === "application/json";
    if (!looksJson || file.size > MAX_IMPORT_BYTES) return importFailed();
    let text: string;
    try {
      text = await file.text();
    } catch {
      return importFailed();
    }
    const result = parseImportedProfile(text, profile);
    if (!result.ok) return importFailed();
    replaceProfile(result.profile);
    toast({ title: "Settings Imported", description: "Accessibility settings have been imported successfully." });
  }

  function reset() {
    resetProfile();
    setStatus("");
    toast({ title: "Settings Reset", description: "Accessibility settings have been reset to defaults." });
  }

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={`${id}-dyslexia`} className="font-semibold text-lg">
            Dyslexia-friendly mode
          </label>
          <Switch
            id={`${id}-dyslexia`}
            checked={profile.dyslexiaFriendly}
            onCheckedChange={setDyslexiaFriendly}
            aria-describedby={`${id}-dyslexia-hint`}
          />
        </div>
        <p id={`${id}-dyslexia-hint`} className="text-muted-foreground">
          One switch for the British Dyslexia Association&apos;s advice: a plain sans-serif font, larger text, a cream
          background and wider spacing between letters, words and lines. Switch it off to go back.
        </p>
      </div>

      <div className="space-y-2">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={`${id}-prediction`} className="font-semibold text-lg">
            Word prediction
          </label>
          <Switch
            id={`${id}-prediction`}
            checked={profile.enableWordPrediction}
            onCheckedChange={(enableWordPrediction) => updateProfile({ enableWordPrediction })}
            aria-describedby={`${id}-prediction-hint`}
          />
        </div>
        <p id={`${id}-prediction-hint`} className="text-muted-foreground">
          While you type, a row of words under your text: the end of the word you are typing, or the next word. Your
          own words come first. Hear each one, then click it or press its number.
        </p>
      </div>

      <div className="space-y-3">
        <h3 className="text-lg font-semibold">Save or load your settings</h3>
        <p className="text-muted-foreground">
          {isSignedIn
            ? "Your settings are kept in this browser and in your account, so they follow you to other devices."
            : "Your settings are kept in this browser. Sign in to have them on every device."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportSettings}>
            <Download aria-hidden="true" />
            Export settings
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            Import settings
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            className="hidden"
            aria-hidden="true"
            tabIndex={-1}
            data-testid="a11y-import-input"
            onChange={(e) => void importSettings(e.target.files?.[0])}
          />
        </div>
        <p role="status" className="min-h-6">
          {status}
        </p>
      </div>

      <div className="space-y-2">
        <h3 className="text-lg font-semibold">Start again</h3>
        <Button variant="destructive" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          Reset to defaults
        </Button>
      </div>
    </div>
  );
}
