"use client";
import { useRouter } from "next/navigation";
import { FilePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { quotaMessageOf } from "@/lib/quota-message";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";
import { useStillHere } from "@/lib/hooks/use-still-here";
import { useSaveToolDocument, type SaveToolDocumentInput } from "@/lib/queries/voice-tools";

/** One click: the results become a document in the library and open in the editor. */
export function SaveDocumentButton({ build }: { build: () => SaveToolDocumentInput }) {
  const router = useRouter();
  const saver = useSaveToolDocument();
  const once = useSingleFlight();
  const stillHere = useStillHere();
  async function save() {
    try {
      const id = await saver.save(build());
      // gone elsewhere meanwhile (Back, a link): saved, but the reader is not pulled into the editor
      if (!stillHere()) return toast({ title: "Saved to your documents", description: "It is in Your Documents." });
      toast({ title: "Saved to your documents", description: "Opening it in the editor." });
      router.push(`/editor/${encodeURIComponent(id)}`);
    } catch (err) {
      // At the document quota, the server's message says how to make room; the results stay on screen.
      const quota = quotaMessageOf(err);
      toast({ title: "Save failed", description: quota ?? "Could not save the document. Please try again.", variant: "destructive" });
    }
  }
  return (
    <Button variant="outline" onClick={() => void once(save)} disabled={saver.isPending}>
      <FilePlus aria-hidden="true" />
      {saver.isPending ? "Saving..." : "Save as document"}
    </Button>
  );
}
