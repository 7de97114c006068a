"use client";
import { Volume2 } from "lucide-react";
import type { KeyboardEvent, RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { Prediction } from "@/lib/prediction/predict";
import { useWordPrediction } from "@/components/editor/prediction/use-word-prediction";

type Props = {
  content: string;
  setContent: (content: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  speak: (text: string) => void;
};

// The word prediction strip under the text: each word can be heard, then chosen by click or,
// with focus in the strip, by its number key. A screen reader hears the words politely when
// they change; focus stays where the person put it.
export function WordPrediction({ content, setContent, textareaRef, speak }: Props) {
  const { enabled, predictions, choose } = useWordPrediction({ content, setContent, textareaRef });
  if (!enabled) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const n = Number(event.key);
    if (!Number.isInteger(n) || n < 1 || n > predictions.length || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    choose(predictions[n - 1]);
  };
  return (
    <div role="toolbar" aria-label="Word prediction" className="flex flex-wrap items-center gap-2 rounded-lg border-2 border-input p-2" onKeyDown={onKeyDown} data-testid="word-prediction">
      <p className="sr-only" aria-live="polite">
        {predictions.length ? `Suggested words: ${predictions.map((p, i) => `${i + 1} ${p.word}`).join(", ")}` : ""}
      </p>
      {predictions.length === 0 ? (
        <p className="text-muted-foreground">Word prediction: start typing to see words.</p>
      ) : (
        predictions.map((p: Prediction, i) => (
          <span key={p.word} className="flex items-center gap-1">
            <Button variant="secondary" onClick={() => choose(p)}>
              {i + 1}. {p.word}
            </Button>
            <Button variant="outline" size="icon" onClick={() => speak(p.word)} aria-label={`Hear "${p.word}"`}>
              <Volume2 aria-hidden="true" />
            </Button>
          </span>
        ))
      )}
    </div>
  );
}
