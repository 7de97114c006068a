"use client";
import { useState } from "react";
import { Cpu, Cloud } from "@/components/ui/icons/dictation-icons";
import { Button } from "@/components/ui/button";
import type { ProcessingMode } from "@/lib/speech/recognition-types";

// Where speech becomes text, said plainly. SayWrite never receives audio, but most browsers
// send it to their maker's speech service unless they can recognise on the device.
export function ProcessingNote({ mode, onInstall }: { mode: ProcessingMode; onInstall: () => Promise<boolean> }) {
  const [installing, setInstalling] = useState(false);
  const [failed, setFailed] = useState(false);
  if (mode === "on-device") {
    return (
      <p className="flex gap-2 text-base" data-testid="speech-processing">
        <Cpu className="mt-1 size-5 shrink-0" aria-hidden="true" />
        <span>Speech is turned into text on this device. Your voice does not leave your computer.</span>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 text-base" data-testid="speech-processing">
      <p className="flex gap-2">
        <Cloud className="mt-1 size-5 shrink-0" aria-hidden="true" />
        <span>
          Your browser sends your voice to its maker&rsquo;s speech service (for example Google for Chrome, Apple for
          Safari) to turn it into text. SayWrite never receives or stores your audio.
        </span>
      </p>
      {mode === "on-device-downloadable" && (
        <>
          <Button
            variant="outline"
            size="sm"
            disabled={installing}
            onClick={async () => {
              setInstalling(true);
              setFailed(!(await onInstall()));
              setInstalling(false);
            }}
          >
            {installing ? "Downloading..." : "Recognise speech on this device instead"}
          </Button>
          {failed && <p role="alert">The on-device speech pack could not be downloaded.</p>}
        </>
      )}
    </div>
  );
}
