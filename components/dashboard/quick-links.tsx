import { IntentLink } from "@/components/common/intent-link";
import { FilePlus, Gavel, LayoutTemplate, Mic, NotebookPen, Share2, Users, type LucideIcon } from "lucide-react";
import { SectionHeading } from "@/components/dashboard/section-heading";
import { DRAWN_NEAR_SCREEN } from "@/components/common/near-screen";

type QuickLink = { href: string; title: string; description: string; icon: LucideIcon; badge?: string };

// The seven quick-link tiles of core-product §2 (the last badged 'New!').
export const QUICK_LINKS: readonly QuickLink[] = [
  { href: "/editor", title: "New Document", description: "Start writing by speaking.", icon: FilePlus },
  { href: "/templates", title: "Templates", description: "Letters, resumes, reports and more.", icon: LayoutTemplate },
  { href: "/pronunciation", title: "Pronunciation", description: "Practise saying words clearly.", icon: Mic },
  { href: "/lecture-notes", title: "Lecture Notes", description: "Turn a talk into tidy notes.", icon: NotebookPen },
  { href: "/meeting-minutes", title: "Meeting Minutes", description: "Record decisions and actions.", icon: Users },
  { href: "/legal-dictation", title: "Legal Dictation", description: "Dictate legal documents.", icon: Gavel },
  { href: "/share", title: "Share and Earn", description: "Invite friends and earn rewards.", icon: Share2, badge: "New!" },
];

export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links-title">
      <SectionHeading id="quick-links-title">Quick start</SectionHeading>
      {/* -m-1.5 p-1.5: room inside the list for its tiles' focus rings and shadows (DRAWN_NEAR_SCREEN clips at the padding) */}
      <ul
        className={`-m-1.5 grid list-none grid-cols-1 gap-3 p-1.5 sm:grid-cols-2 lg:grid-cols-4 ${DRAWN_NEAR_SCREEN} [contain-intrinsic-block-size:auto_44rem] sm:[contain-intrinsic-block-size:auto_28rem] lg:[contain-intrinsic-block-size:auto_14rem]`}
      >
        {QUICK_LINKS.map(({ href, title, description, icon: Icon, badge }) => (
          <li key={href}>
            <IntentLink
              href={href}
              className="flex h-full min-h-11 items-start gap-3 rounded-xl border-2 border-border bg-card p-4 text-card-foreground no-underline shadow-sm hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
            >
              <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2 text-lg font-bold">
                  {title}
                  {badge && (
                    <span className="rounded-full bg-warning px-2 text-sm font-bold text-warning-foreground">{badge}</span>
                  )}
                </span>
                <span className="text-base text-muted-foreground">{description}</span>
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
