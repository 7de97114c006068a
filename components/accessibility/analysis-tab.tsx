"use client";
import { useDeferredValue, useId, useMemo } from "react";
import { FileText, TextSelect } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { documentSourceText, type ReadingContext } from "@/components/accessibility/reading-context";
import { analyzeReadability, DYSLEXIA_FRIENDLY_GOOD, markReadabilityIssues, MIN_READABILITY_LENGTH, type ReadabilityResult } from "@/lib/text/readability";

export function AnalysisTab({ context, text, onTextChange }: { context: ReadingContext; text: string; onTextChange: (t: string) => void }) {
  const id = useId();
  const deferred = useDeferredValue(text);
  const result = useMemo(() => analyzeReadability(deferred), [deferred]);

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Label htmlFor={`${id}-text`}>Text to check</Label>
        <Textarea id={`${id}-text`} value={text} onChange={(e) => onTextChange(e.target.value)} rows={6} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Readability is checked for text longer than {MIN_READABILITY_LENGTH} characters.
        </p>
        <div className="flex flex-wrap gap-2">
          {context.documentSource ? (
            <Button variant="outline" onClick={() => onTextChange(documentSourceText(context.documentSource))}>
              <FileText aria-hidden="true" />
              Use this page&apos;s document
            </Button>
          ) : null}
          {context.selection ? (
            <Button variant="outline" onClick={() => onTextChange(context.selection)}>
              <TextSelect aria-hidden="true" />
              Use selected text
            </Button>
          ) : null}
        </div>
      </div>

      {result ? (
        <ReadabilityReport text={deferred} result={result} />
      ) : (
        <p className="rounded-lg bg-muted p-3">
          Type or paste more than {MIN_READABILITY_LENGTH} characters to see how easy the text is to read
          {text.trim() ? ` (${text.trim().length} so far)` : ""}.
        </p>
      )}
    </div>
  );
}

function ReadabilityReport({ text, result }: { text: string; result: ReadabilityResult }) {
  const spans = markReadabilityIssues(text, result);
  const hasIssues = result.longSentences.length > 0 || result.passiveConstructions.length > 0;
  return (
    <section aria-label="Readability results" className="space-y-5" data-testid="a11y-readability">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure
          term="Reading ease"
          value={`${Math.round(result.fleschScore)} / 100`}
          detail={`${result.band.label} (${result.band.level})`}
          explanation="How easy the sentences and words are, from 0 (very hard) to 100 (very easy). 60 or more is plain English."
        />
        <Figure
          term="Grade level"
          value={String(result.gradeLevel)}
          explanation="The US school grade a reader needs to follow the text easily."
        />
        <Figure
          term="Dyslexia-friendly score"
          value={`${result.dyslexiaFriendlyScore} / 100`}
          detail={
            <Badge variant={result.isDyslexiaFriendly ? "success" : "warning"}>{result.isDyslexiaFriendly ? "good" : "needs work"}</Badge>
          }
          explanation={`Starts at 100 and drops for long sentences, long words, passive voice and text harder than plain English. ${DYSLEXIA_FRIENDLY_GOOD} or more is good.`}
        />
      </dl>

      <div>
        <h3 className="mb-2 font-semibold">Suggestions</h3>
        <ul className="list-disc space-y-1 pl-6">
          {result.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>

      {hasIssues ? (
        <div className="space-y-2">
          <h3 className="font-semibold">What to change</h3>
          <ul className="space-y-1 text-sm">
            {result.longSentences.length > 0 ? (
              <li>
                <span className="a11y-issue-long">Highlighted with a dashed line</span>: {result.longSentences.length} long{" "}
                {result.longSentences.length === 1 ? "sentence" : "sentences"} (more than 20 words).
              </li>
            ) : null}
            {result.passiveConstructions.length > 0 ? (
              <li>
                <span className="a11y-issue-passive">Bold with a wavy line</span>: passive voice (
                {result.passiveConstructions.map((p) => `"${p.text}"`).join(", ")}).
              </li>
            ) : null}
          </ul>
          <div
            tabIndex={0}
            aria-label="Your text with long sentences and passive voice marked"
            dir="auto"
            className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-lg border-2 border-input bg-card p-3 text-card-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
          >
            {spans.map((span, i) =>
              span.marks.length ? (
                <mark
                  key={i}
                  data-issue={span.marks.join(" ")}
                  className={[
                    span.marks.includes("long-sentence") ? "a11y-issue-long" : "bg-transparent text-inherit",
                    span.marks.includes("passive") ? "a11y-issue-passive" : "",
                  ].join(" ")}
                >
                  {span.text}
                </mark>
              ) : (
                <span key={i}>{span.text}</span>
              ),
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Figure({ term, value, detail, explanation }: { term: string; value: string; detail?: React.ReactNode; explanation: string }) {
  return (
    <div className="flex flex-col rounded-lg border-2 border-border bg-card p-3 text-card-foreground">
      <dt className="text-sm font-semibold">{term}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1">{detail}</dd> : null}
      <dd className="mt-2 text-sm">{explanation}</dd>
    </div>
  );
}
