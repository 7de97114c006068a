"use client";
import { useRouter } from "next/navigation";
import { Play, Shuffle, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { useBrainstormAnalysis, useBrainstormPrompt, useBrainstormStarters, useSaveToolDocument } from "@/lib/queries/voice-tools";
import type { BrainstormAnalysis, BrainstormCategory, BrainstormPrompt } from "@/lib/ai/schemas";
import { brainstormMarkdown, brainstormTitle, createDocumentHref, customPromptFromStarters, MAX_LINK_CONTENT_CHARS } from "@/lib/tools/brainstorm";
import { RecorderPanel } from "@/components/voice-tools/recorder/recorder-panel";
import { useToolRecorder } from "@/components/voice-tools/recorder/use-tool-recorder";
import { useElapsedSeconds } from "@/components/voice-tools/recorder/use-elapsed";
import { useToolSession } from "@/components/voice-tools/shared/use-tool-session";
import { announceEmptyTranscript } from "@/components/voice-tools/shared/recording-toast";
import { ProcessingState } from "@/components/voice-tools/shared/results";
import { RestoredNote } from "@/components/voice-tools/shared/restored-note";
import { PromptPicker } from "@/components/voice-tools/brainstorm/prompt-picker";
import { PromptCard } from "@/components/voice-tools/brainstorm/prompt-card";
import { BrainstormResults } from "@/components/voice-tools/brainstorm/brainstorm-results";

type Setup = { prompt: BrainstormPrompt | null };
const INITIAL: Setup = { prompt: null };

/** Voice brainstorming (voice tools spec §2, §4, §7, §8). */
export function BrainstormTool() {
  const router = useRouter();
  const session = useToolSession<Setup, BrainstormAnalysis>("brainstorm", INITIAL);
  const recorder = useToolRecorder({ onChunk: session.addChunk });
  const promptCall = useBrainstormPrompt();
  const startersCall = useBrainstormStarters();
  const analysis = useBrainstormAnalysis();
  const saver = useSaveToolDocument();
  const elapsed = useElapsedSeconds(session.startedAt, session.phase === "recording");
  const { prompt } = session.setup;

  // Failures of the prompt and starter calls show no message (spec §8).
  function pickCategory(category?: BrainstormCategory) {
    promptCall.mutate(category, { onSuccess: (p) => session.setSetup({ prompt: p }) });
  }
  function pickTopic(topic: string) {
    startersCall.mutate(topic, { onSuccess: ({ starters }) => session.setSetup({ prompt: customPromptFromStarters(starters, Math.random()) }) });
  }

  function start() {
    session.begin();
    recorder.start();
    toast({ title: "Brainstorming started!", description: "Say every idea that comes to mind. Nothing is wrong here." });
  }

  async function end() {
    recorder.stop();
    const transcript = session.transcript.trim();
    if (!transcript) return announceEmptyTranscript();
    const result = await session.process(() => analysis.mutateAsync({ transcript, prompt: prompt?.prompt ?? "" }));
    if (result) toast({ title: "Ideas organized!", description: "Your ideas and a suggested structure are ready." });
    else toast({ title: "Analysis failed", description: "Could not analyze your brainstorming session. Please try again.", variant: "destructive" });
  }

  async function createDocument() {
    if (!session.result) return;
    const markdown = brainstormMarkdown(prompt?.prompt ?? "Brainstorm", session.result, session.transcript);
    const title = brainstormTitle(prompt?.prompt ?? "Brainstorm");
    if (markdown.length <= MAX_LINK_CONTENT_CHARS) return router.push(createDocumentHref(markdown, title));
    // too long for a link: store it first, then open it
    try {
      const id = await saver.save({ title, content: markdown, type: "creative" });
      router.push(`/editor/${encodeURIComponent(id)}`);
    } catch {
      toast({ title: "Save failed", description: "Could not save the document. Please try again.", variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <RestoredNote show={session.restored && session.phase !== "setup"} />
      {session.phase === "setup" && !prompt && (
        <PromptPicker busy={promptCall.isPending || startersCall.isPending} onCategory={pickCategory} onTopic={pickTopic} />
      )}
      {session.phase === "setup" && prompt && (
        <PromptCard prompt={prompt}>
          <Button size="lg" onClick={start}>
            <Play aria-hidden="true" />
            Start Brainstorming
          </Button>
          <Button variant="outline" onClick={() => pickCategory(prompt.category)} disabled={promptCall.isPending}>
            <Shuffle aria-hidden="true" />
            Different Prompt
          </Button>
        </PromptCard>
      )}
      {(session.phase === "recording" || session.phase === "processing") && (
        <>
          {prompt && <PromptCard prompt={prompt} />}
          <Card className="flex flex-col gap-4 p-4">
            <h2 className="text-xl font-bold">Your brainstorm</h2>
            <RecorderPanel
              recorder={recorder}
              transcript={session.transcript}
              onTranscriptChange={session.setTranscript}
              elapsedSeconds={elapsed}
              transcriptLabel="Your ideas (speak, type or edit)"
            />
            {session.phase === "processing" ? (
              <ProcessingState text="Organizing your ideas..." />
            ) : (
              <Button size="lg" variant="destructive" className="self-start" onClick={() => void end()}>
                <Square aria-hidden="true" />
                End Session
              </Button>
            )}
          </Card>
        </>
      )}
      {session.phase === "results" && session.result && (
        <BrainstormResults analysis={session.result} onCreate={() => void createDocument()} creating={saver.isPending} onNew={session.reset} />
      )}
    </div>
  );
}
