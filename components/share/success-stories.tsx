"use client";
import { useRouter } from "next/navigation";
import { Heart, PenLine, Share2, Video } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { copyText } from "@/components/share/copy-text";
import { COMMUNITY_BANNER, COMMUNITY_IMPACT, SUCCESS_STORIES } from "@/lib/share/share-data";
import type { CommunityFiguresDto } from "@/lib/schemas/referral";
import { formatCount } from "@/lib/text/plural";
import { SUCCESS_STORY_TEMPLATE, storyShareText } from "@/lib/share/share-text";
import { toast } from "@/lib/toast";
import { useRecordShare } from "@/lib/queries/referral";

/**
 * Success Stories tab (core-product §2), honestly: the figures are the community's, summed over
 * the ledger; the stories keep the spec's layout but are labelled as examples (no verified marks).
 * Share copies a story's text with the user's link.
 */
export function SuccessStories({ link, community }: { link: string | null; community: CommunityFiguresDto | undefined }) {
  const router = useRouter();
  const recordShare = useRecordShare();

  function createStory() {
    toast({ title: "Story Creator Opened" });
    router.push(`/editor?content=${encodeURIComponent(SUCCESS_STORY_TEMPLATE)}`);
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="stories-banner-title" className="rounded-xl border-2 border-primary bg-card p-5">
        <h2 id="stories-banner-title" className="mb-1 text-2xl font-bold">
          Our community so far
        </h2>
        <p className="mb-3 text-base text-muted-foreground">Counted from every share, referral and reward on SayWrite.</p>
        <Figures figures={COMMUNITY_BANNER} community={community} />
      </section>

      <section aria-labelledby="examples-title" className="flex flex-col gap-3">
        <h2 id="examples-title" className="text-2xl font-bold">
          Example stories
        </h2>
        <p className="text-base" data-testid="examples-note">
          These stories are examples of how people can use SayWrite, not real customers. Their names and figures are made up.
        </p>
        <ul className="grid list-none gap-4 md:grid-cols-2" aria-label="Example stories">
          {SUCCESS_STORIES.map((s) => (
            <li key={s.key} aria-labelledby={`story-${s.key}`} className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-5" data-testid="story-card">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 id={`story-${s.key}`} className="text-xl font-bold">
                    {s.name}
                  </h3>
                  <p className="text-base text-muted-foreground">{s.role}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="outline">Example</Badge>
                  <Badge variant="secondary">{s.category}</Badge>
                  {s.videoDemo && (
                    <Badge variant="outline">
                      <Video className="size-4" aria-hidden="true" />
                      Video
                    </Badge>
                  )}
                </div>
              </div>
              <blockquote className="text-base leading-relaxed">“{s.story}”</blockquote>
              <p className="flex flex-wrap gap-3 text-base font-semibold">
                {s.metrics.timeSaved && <span>Time saved: {s.metrics.timeSaved}</span>}
                {s.metrics.wordsPerMinute && <span>{s.metrics.wordsPerMinute} words a minute</span>}
                {s.metrics.grade && <span>Grades: {s.metrics.grade}</span>}
              </p>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                <p className="flex gap-4 text-base text-muted-foreground">
                  <span className="flex items-center gap-1">
                    <Heart className="size-5" aria-hidden="true" /> {s.likes} likes
                  </span>
                  <span className="flex items-center gap-1">
                    <Share2 className="size-5" aria-hidden="true" /> {s.shares} shares
                  </span>
                </p>
                <Button
                  variant="outline"
                  onClick={async () => {
                    const copied = await copyText(storyShareText(s, link ?? window.location.origin), {
                      title: "Success Story Shared!",
                      description: "Story copied to clipboard - ready to share on social media.",
                    });
                    if (copied) recordShare("story");
                  }}
                >
                  <Share2 aria-hidden="true" />
                  Share
                  <span className="sr-only"> the story of {s.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="create-story-title" className="flex flex-col items-start gap-3 rounded-xl border-2 border-border bg-card p-5">
        <h2 id="create-story-title" className="text-2xl font-bold">
          Your story can inspire others
        </h2>
        <p className="text-base">Dictate your own story in the editor. A featured story earns 500 coins and ambassador status.</p>
        <Button size="lg" onClick={createStory}>
          <PenLine aria-hidden="true" />
          Create My Success Story
        </Button>
      </section>

      <section aria-labelledby="impact-title" className="rounded-xl border-2 border-border bg-card p-5">
        <h2 id="impact-title" className="mb-3 text-2xl font-bold">
          Sharing Impact Dashboard
        </h2>
        <Figures figures={COMMUNITY_IMPACT} community={community} />
      </section>
    </div>
  );
}

type FigureLabel = { key: keyof CommunityFiguresDto; label: string };

function Figures({ figures, community }: { figures: readonly FigureLabel[]; community: CommunityFiguresDto | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.key} className="flex flex-col-reverse">
          <dt className="text-base text-muted-foreground">{f.label}</dt>
          <dd className="text-2xl font-bold" data-testid={`community-${f.key}`}>
            {community ? formatCount(community[f.key]) : "…"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
