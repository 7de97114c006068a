import { Badge } from "@/components/ui/badge";
import type { PronunciationFeedback } from "@/lib/schemas/ai";
import { accuracyBand, type AccuracyBand } from "@/lib/voice-tools/pronunciation";
import { ItemList, ResultSection } from "@/components/voice-tools/shared/results";

// Colour bands at 90/70/50 (voice-tools-and-enterprise §4), always with a word so colour is never the only signal.
const BANDS: Record<AccuracyBand, { label: string; variant: "success" | "default" | "warning" | "destructive" }> = {
  excellent: { label: "Excellent", variant: "success" },
  good: { label: "Good", variant: "default" },
  fair: { label: "Fair", variant: "warning" },
  poor: { label: "Needs practice", variant: "destructive" },
};

export function FeedbackCard({ feedback }: { feedback: PronunciationFeedback }) {
  const band = BANDS[accuracyBand(feedback.accuracy)];
  return (
    <ResultSection title="Your result" testId="feedback-card">
      <p className="flex flex-wrap items-center gap-3">
        <span className="text-4xl font-bold" data-testid="accuracy">
          {feedback.accuracy}%
        </span>
        <Badge variant={band.variant} data-testid="accuracy-band">
          {band.label}
        </Badge>
      </p>
      <p>{feedback.feedback}</p>
      {feedback.phoneticsCorrection && (
        <p>
          <span className="font-semibold">Pronunciation guide: </span>
          {feedback.phoneticsCorrection}
        </p>
      )}
      {feedback.sounds?.length ? (
        <>
          <h3 className="font-semibold">Sounds to practise</h3>
          <ul className="flex flex-col gap-2" data-testid="sounds-to-practise">
            {feedback.sounds.map((s, i) => (
              <li key={i} className="rounded-lg border-2 border-border p-3">
                <p>
                  <span className="font-semibold">{s.word}</span>: {s.sound}, {s.said ? `you said ${s.said}` : "left out"}
                </p>
                <p className="text-muted-foreground">{s.tip}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="font-semibold">What to improve</h3>
      <ItemList items={feedback.improvements} empty="Nothing to improve this time." />
      <h3 className="font-semibold">What went well</h3>
      <ItemList items={feedback.strengths} empty="Keep going: every try helps." />
    </ResultSection>
  );
}
