"use client";
import { useLayoutEffect, useRef, useState } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { focusIfLost } from "@/components/ui/return-focus";
import { messageForPerson } from "@/lib/api-client";
import { useDeleteTemplate } from "@/lib/queries/templates";
import { toast } from "@/lib/toast";

/** The heading of the templates list (templates-page.tsx), focusable from script. */
export const TEMPLATE_RESULTS_HEADING_ID = "results-title";

/** Deletes a template of the user's own, after asking (the way to make room under the template quota). */
export function DeleteTemplateButton({ id, name }: { id: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteTemplate();
  // once deleted, this button goes with its card: the focus goes to the list's heading instead,
  // whether the question closes first (focusAfterClose) or the card goes first, taking it along
  const deleted = useRef(false);
  const sent = useRef(false); // the card can go before the answer reaches this code
  const heading = () => document.getElementById(TEMPLATE_RESULTS_HEADING_ID);
  useLayoutEffect(() => () => void (sent.current && focusIfLost(heading)), []);

  async function confirm() {
    try {
      sent.current = true;
      await remove.mutateAsync(id);
      deleted.current = true;
      toast({ title: "Template deleted", description: `${name} was deleted.` });
    } catch (err) {
      sent.current = false;
      toast({ title: "Could not delete the template", description: messageForPerson(err, "Please try again."), variant: "destructive" });
    } finally {
      setAsking(false);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        Delete
        <span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && !remove.isPending && setAsking(false)}
        title={`Delete ${name}?`}
        description="This removes your template. Documents you started from it keep their text."
        keepLabel="Keep it"
        confirmLabel="Delete template"
        busyLabel="Deleting..."
        icon={<Trash2 aria-hidden="true" />}
        isBusy={remove.isPending}
        onConfirm={confirm}
        focusAfterClose={() => (deleted.current ? heading() : null)}
      />
    </>
  );
}
