"use client";
import { useEffect, useRef } from "react";
import { MicOff } from "lucide-react";
import { Button } from "@/components/ui/button";

// Shown when the browser refused the microphone (core-product §2, §8).
export function MicrophoneHelp({ onTryAgain, onClose }: { onTryAgain: () => void; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="mic-help-heading"
      className="flex flex-col gap-3 rounded-xl border-2 border-destructive bg-card p-4"
    >
      <h3 id="mic-help-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold focus:outline-none">
        <MicOff className="size-5 text-destructive" aria-hidden="true" />
        Microphone Permission Required
      </h3>
      <p>Your browser blocked the microphone, so dictation cannot hear you. To allow it:</p>
      <ol className="flex list-decimal flex-col gap-1 pl-6">
        <li>Click the lock or microphone icon at the left of the address bar.</li>
        <li>Set Microphone to &ldquo;Allow&rdquo;.</li>
        <li>If your computer asks, allow the browser to use the microphone in its privacy settings.</li>
        <li>Press Try Again.</li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onTryAgain}>Try Again</Button>
        <Button variant="outline" onClick={onClose}>
          Close help
        </Button>
      </div>
    </section>
  );
}
