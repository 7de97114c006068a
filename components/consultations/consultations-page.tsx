"use client";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Briefcase, ClipboardCheck, GraduationCap, LifeBuoy, Plus, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { ConsultationCard, consultationTitleId } from "@/components/consultations/consultation-card";
import { useCancelConsultation, useConsultations } from "@/lib/queries/consultations";
import { messageForPerson } from "@/lib/api-client";
import type { ConsultationDto } from "@/lib/schemas/consultations";
import { toast } from "@/lib/toast";

// The request form (react-hook-form and zod) loads when it is opened, not with the list.
const ConsultationForm = dynamic(() => import("@/components/consultations/consultation-form").then((m) => m.ConsultationForm), { ssr: false });

const INFO_CARDS = [
  { icon: ClipboardCheck, title: "Workplace Assessment", text: "We review how your teams read and write today and where dictation and read-aloud help most." },
  { icon: GraduationCap, title: "Team Training", text: "Hands-on dictation training for staff and awareness sessions for managers." },
  { icon: LifeBuoy, title: "Ongoing Support", text: "Help with rollout, accommodation plans and check-ins as your needs change." },
];

/** Enterprise consulting (voice-tools-and-enterprise §2): info, a toggled request form and the user's requests. */
export function ConsultationsPage() {
  const consultations = useConsultations();
  const cancel = useCancelConsultation();
  const [isFormOpen, setFormOpen] = useState(false);
  const [toCancel, setToCancel] = useState<ConsultationDto | null>(null);
  // after a cancel the card's button is gone: the focus goes to the card's name instead
  const cancelledId = useRef<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = consultations.data ?? [];

  function closeForm() {
    setFormOpen(false);
    toggle.current?.focus();
  }

  // No Undo: the owner can only cancel (status changes after that are the team's), so it asks first.
  async function confirmCancel() {
    const target = toCancel;
    if (!target) return;
    try {
      const c = await cancel.mutateAsync(target.id);
      cancelledId.current = c.id;
      toast({ title: "Consultation cancelled", description: `Your request for ${c.companyName} was cancelled.` });
    } catch (err) {
      toast({ title: "Could not cancel the consultation", description: messageForPerson(err, "Please try again."), variant: "destructive" });
    }
    setToCancel(null);
  }

  function focusAfterCancel() {
    const id = cancelledId.current;
    cancelledId.current = null;
    return id ? document.getElementById(consultationTitleId(id)) : null;
  }

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="page-title" className="flex items-center gap-3 text-3xl font-bold">
            <Briefcase className="size-8" aria-hidden="true" />
            Enterprise Consulting
          </h1>
          <p className="text-lg text-muted-foreground">Make your workplace dyslexia-friendly with expert help.</p>
        </div>
        <Button ref={toggle} size="lg" aria-expanded={isFormOpen} onClick={() => (isFormOpen ? closeForm() : setFormOpen(true))}>
          <Plus aria-hidden="true" />
          {isFormOpen ? "Hide Request Form" : "Request Consultation"}
        </Button>
      </div>

      <ul className="grid list-none gap-4 md:grid-cols-3" aria-label="What we offer">
        {INFO_CARDS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col gap-2 rounded-xl border-2 border-border bg-card p-5">
            <Icon className="size-8 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-bold">{title}</h2>
            <p className="text-base">{text}</p>
          </li>
        ))}
      </ul>

      {isFormOpen && <ConsultationForm onDone={closeForm} />}

      <h2 className="text-2xl font-bold">Your Consultations</h2>
      {consultations.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" data-testid="consultations-loading">
          <p className="sr-only" role="status">
            Loading your consultations...
          </p>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : consultations.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border-2 border-destructive p-4">
          <p className="text-base font-semibold">We could not load your consultations. Please check your connection and try again.</p>
          <Button variant="outline" onClick={() => void consultations.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-border bg-card px-4 py-10 text-center">
          <Briefcase className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="text-xl font-bold">No consultations yet</p>
          <p className="text-base text-muted-foreground">Request a consultation and we will help your team get started.</p>
          {!isFormOpen && (
            <Button size="lg" onClick={() => setFormOpen(true)}>
              <Plus aria-hidden="true" />
              Request Consultation
            </Button>
          )}
        </div>
      ) : (
        <ul className="grid list-none gap-4 md:grid-cols-2" aria-label="Your consultations">
          {list.map((c) => (
            <ConsultationCard
              key={c.id}
              consultation={c}
              onCancel={() => setToCancel(c)}
              isCancelling={cancel.isPending && cancel.variables === c.id}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        title={`Cancel the request for ${toCancel?.companyName ?? ""}?`}
        description="We will stop working on this request. This cannot be undone, but you can send a new request at any time."
        keepLabel="Keep request"
        confirmLabel="Cancel request"
        busyLabel="Cancelling..."
        icon={<XCircle aria-hidden="true" />}
        open={toCancel !== null}
        isBusy={cancel.isPending}
        onOpenChange={(open) => !open && !cancel.isPending && setToCancel(null)}
        onConfirm={confirmCancel}
        focusAfterClose={focusAfterCancel}
      />
    </section>
  );
}
