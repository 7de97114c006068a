"use client";
import { formatCount } from "@/lib/text/plural";
import { Building2, CalendarDays, Clock, DollarSign, Mail, Phone, Users, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CANCELLABLE_STATUSES, dateLabel, formatBudget, industryLabel, statusLabel } from "@/lib/consultations/consultation-model";
import type { ConsultationDto } from "@/lib/schemas/consultations";

type BadgeVariant = "default" | "secondary" | "outline" | "warning" | "success" | "destructive";

const STATUS_VARIANT: Record<string, BadgeVariant> = {
  pending: "warning",
  scheduled: "default",
  in_progress: "secondary",
  completed: "success",
  cancelled: "outline",
};
const PRIORITY_VARIANT: Record<string, BadgeVariant> = { urgent: "destructive", high: "warning", medium: "secondary", low: "outline" };

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "medium" });
}

/** The id of a card's heading (the company name), which takes the focus after a cancel. */
export const consultationTitleId = (id: string) => `consultation-${id}`;

export function ConsultationCard({ consultation: c, onCancel, isCancelling }: { consultation: ConsultationDto; onCancel: () => void; isCancelling: boolean }) {
  const titleId = consultationTitleId(c.id);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-5 shadow-sm" data-testid="consultation-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold break-words focus:outline-none">
          <Building2 className="size-5 shrink-0" aria-hidden="true" />
          {c.companyName}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge variant={STATUS_VARIANT[c.status] ?? "outline"}>
            <span className="sr-only">Status: </span>
            {statusLabel(c.status)}
          </Badge>
          <Badge variant={PRIORITY_VARIANT[c.priority] ?? "outline"}>
            {statusLabel(c.priority)}
            <span> priority</span>
          </Badge>
        </div>
      </div>
      <dl className="grid gap-2 text-base">
        <Row icon={<Building2 />} label="Industry" value={industryLabel(c.industryType)} />
        <Row icon={<Users />} label="Employees" value={c.employeeCount === null ? "N/A" : formatCount(c.employeeCount)} />
        <Row icon={<Mail />} label="Email" value={c.contactEmail} />
        {c.contactPhone && <Row icon={<Phone />} label="Phone" value={c.contactPhone} />}
        {c.scheduledDate && <Row icon={<CalendarDays />} label={dateLabel(c.status)} value={formatDate(c.scheduledDate)} />}
        <Row icon={<Clock />} label="Duration" value={`${c.duration} minutes`} />
        {c.budget !== null && <Row icon={<DollarSign />} label="Budget" value={formatBudget(c.budget)} />}
      </dl>
      {CANCELLABLE_STATUSES.includes(c.status) && (
        <Button variant="outline" className="self-start" onClick={onCancel} disabled={isCancelling}>
          <XCircle aria-hidden="true" />
          {isCancelling ? "Cancelling..." : "Cancel request"}
          <span className="sr-only"> for {c.companyName}</span>
        </Button>
      )}
    </li>
  );
}

function Row({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
      <span aria-hidden="true">{icon}</span>
      <dt className="font-semibold">{label}:</dt>
      <dd className="break-all">{value}</dd>
    </div>
  );
}
