"use client";
import { useRouter } from "next/navigation";
import { FilePlus, Play, Shuffle, Square } from "lucide-react";
import { toast } from "@/lib/toast";
import { useBrainstormAnalysis, useBrainstormPrompt, useBrainstormStarters, useSaveToolDocument } from "@/lib/queries/voice-tools";
import type { BrainstormAnalysis, BrainstormCategory, BrainstormPrompt } from "@/lib/schemas/ai";
import { phrasesToSend } from "@/lib/voice-tools/text";
import { brainstormMarkdown, brainstormTitle, createDocumentHref, customPromptFromStarters, MAX_LINK_CONTENT_CHARS } from "@/lib/voice-tools/brainstorm";
import { useRecordingTool } from "@/components/voice-tools/shared/use-recording-tool";
import { ToolPhases } from "@/components/voice-tools/shared/tool-phases";
import { ToolActions } from "@/components/voice-tools/shared/results";
import { PromptPicker } from "@/components/voice-tools/brainstorm/prompt-picker";
import { PromptCard } from "@/components/voice-tools/brainstorm/prompt-card";
import { BrainstormResults } from "@/components/voice-tools/brainstorm/brainstorm-results";

type Setup = { prompt: BrainstormPrompt | null };
const INITIAL: Setup = { prompt: null };

/** Voice brainstorming: a prompt, ideas said out loud, then the key ideas and a structure for the writing. */
export function BrainstormTool() {
  const router = useRouter();
  const tool = useRecordingTool<Setup, BrainstormAnalysis>("brainstorm", INITIAL);
  const { session } = tool;
  const promptCall = useBrainstormPrompt();
  const startersCall = useBrainstormStarters();
  const analysis = useBrainstormAnalysis();
  const saver = useSaveToolDocument();
  const { prompt } = session.setup;

  // Failures of the prompt and starter calls show no message: the buttons stay for another try.
  function pickCategory(category?: BrainstormCategory) {
    promptCall.mutate(category, { onSuccess: (p) => session.setSetup({ prompt: p }) });
  }
  function pickTopic(topic: string) {
    startersCall.mutate(topic, { onSuccess: ({ starters }) => session.setSetup({ prompt: customPromptFromStarters(starters, Math.random()) }) });
  }

  const end = () =>
    // (with what the recogniser heard at each pause: where an idea starts or carries on)
    tool.finish((transcript, phrases) => analysis.mutateAsync({ transcript, marksWritten: true, prompt: prompt?.prompt ?? "", ...phrasesToSend(phrases) }), {
      done: { title: "Ideas organized!", description: "Your ideas and a suggested structure are ready." },
      failed: { title: "Analysis failed", description: "Could not analyze your brainstorming session. Please try again." },
    });

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

  const setup = prompt ? (
    <PromptCard prompt={prompt}>
      <ToolActions
        actions={[
          {
            label: "Start Brainstorming",
            icon: Play,
            size: "lg",
            onClick: () => tool.begin("Brainstorming started!", "Say every idea that comes to mind. Nothing is wrong here."),
          },
          { label: "Different Prompt", icon: Shuffle, variant: "outline", onClick: () => pickCategory(prompt.category), disabled: promptCall.isPending },
        ]}
      />
    </PromptCard>
  ) : (
    <PromptPicker busy={promptCall.isPending || startersCall.isPending} onCategory={pickCategory} onTopic={pickTopic} />
  );

  return (
    <ToolPhases
      tool={tool}
      setup={setup}
      recording={{
        heading: "Your brainstorm",
        above: prompt && <PromptCard prompt={prompt} />,
        transcriptLabel: "Your ideas (speak, type or edit)",
        processingText: "Organizing your ideas...",
        stop: { label: "End Session", icon: Square, onClick: () => void end() },
      }}
      results={{
        testId: "brainstorm-results",
        extra: { label: saver.isPending ? "Creating..." : "Create Document", icon: FilePlus, onClick: () => void createDocument(), disabled: saver.isPending },
        newLabel: "New Session",
        view: (result) => <BrainstormResults analysis={result} />,
      }}
    />
  );
}
