"use client";
import { useState, type FormEvent } from "react";
import { Lightbulb, Shuffle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { brainstormCategories, type BrainstormCategory } from "@/lib/voice-tools/choices";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";

export const CATEGORY_LABELS: Record<BrainstormCategory, string> = {
  creative: "Creative",
  business: "Business",
  academic: "Academic",
  personal: "Personal",
};

type Props = {
  busy: boolean;
  onCategory: (category?: BrainstormCategory) => void;
  onTopic: (topic: string) => void;
};

/** Initial view: ready-made prompts by category or at random, and a topic box with Generate Ideas. */
export function PromptPicker({ busy, onCategory, onTopic }: Props) {
  const [topic, setTopic] = useState("");
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address
  const blank = topic.trim() === "";
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!blank) onTopic(topic.trim());
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-xl font-bold">Pick a prompt</h2>
        <p>Choose a kind of writing and we suggest something to talk about.</p>
        <div className="flex flex-wrap gap-2">
          {brainstormCategories.map((c) => (
            <Button key={c} variant="outline" onClick={() => onCategory(c)} disabled={busy}>
              {CATEGORY_LABELS[c]}
            </Button>
          ))}
        </div>
        <Button variant="secondary" className="self-start" onClick={() => onCategory()} disabled={busy}>
          <Shuffle aria-hidden="true" />
          Random Prompt
        </Button>
      </Card>
      <Card className="p-4">
        <form {...early} onSubmit={submit} className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">Your own topic</h2>
          <div className="flex flex-col gap-1">
            <Label htmlFor="brainstorm-topic">Topic</Label>
            <Input id="brainstorm-topic" value={topic} onChange={(e) => setTopic(e.target.value)} autoComplete="off" />
          </div>
          <Button type="submit" className="self-start" disabled={blank || busy}>
            <Lightbulb aria-hidden="true" />
            Generate Ideas
          </Button>
        </form>
      </Card>
    </div>
  );
}
