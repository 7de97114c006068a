"use client";
import { Fragment } from "react";
import { Copy, Download, Link2, Mail, Megaphone, Users } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { MergedButton } from "@/components/ui/merged-button";
import { Skeleton } from "@/components/ui/skeleton";
import { copyText } from "@/components/share/copy-text";
import { ReferralQr } from "@/components/share/referral-qr";
import { downloadFile } from "@/lib/download";
import { Leaderboard } from "@/components/share/leaderboard";
import { COINS_PER_REFERRAL, CREATOR_TASKS, FRIEND_PREMIUM_DAYS } from "@/lib/share/share-data";
import { emailShareHref, mediaKitText, platformPosts } from "@/lib/share/share-text";
import type { LeaderboardRowDto, ReferralDto } from "@/lib/schemas/referral";
import { useRecordShare } from "@/lib/queries/referral";
import { REFERRAL_WORDS, type ShareChannel } from "@/lib/share/rewards";

/** Sharing hub (voice-tools-and-enterprise §2): the user's own code, link, posts, QR code and more. */
type Props = {
  referral: ReferralDto | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  leaderboard: LeaderboardRowDto[] | undefined;
};

export function SharingHub({ referral, isLoading, isError, onRetry, leaderboard }: Props) {
  const recordShare = useRecordShare();
  const copyAndRecord = async (channel: ShareChannel, text: string, success: { title: string; description: string }) => {
    if (await copyText(text, success)) recordShare(channel);
  };
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="referral-title" className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-card p-5">
        <h2 id="referral-title" className="flex items-center gap-2 text-2xl font-bold">
          <Users className="size-6" aria-hidden="true" />
          Your Referral Code
        </h2>
        <p className="text-base">
          You earn {COINS_PER_REFERRAL} coins for each friend who joins and writes their first {REFERRAL_WORDS} words; they get {FRIEND_PREMIUM_DAYS} days of Premium free.
        </p>
        {isLoading ? (
          <>
            <p className="sr-only" role="status">
              Loading your referral code...
            </p>
            <Skeleton className="h-24 w-full" />
          </>
        ) : isError || !referral ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-base font-semibold">We could not load your referral code. Please try again.</p>
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <p className="rounded-lg bg-muted px-4 py-2 font-mono text-2xl font-bold tracking-wider" data-testid="referral-code">
                {referral.code}
              </p>
              <Button variant="outline" onClick={() => void copyAndRecord("code", referral.code, { title: "Copied!", description: "Referral code copied to clipboard" })}>
                <Copy aria-hidden="true" />
                Copy Code
              </Button>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <p className="break-all text-base" data-testid="referral-link">
                {referral.link}
              </p>
              <Button variant="outline" onClick={() => void copyAndRecord("link", referral.link, { title: "Copied!", description: "Referral link copied to clipboard" })}>
                <Link2 aria-hidden="true" />
                Copy Link
              </Button>
            </div>
            <p className="text-base text-muted-foreground" data-testid="friends-joined">
              Friends who joined with your code: {referral.friendsJoined}
            </p>
          </>
        )}
      </section>

      {referral && (
        <>
          <section aria-labelledby="posts-title" className="flex flex-col gap-3">
            <h2 id="posts-title" className="flex items-center gap-2 text-2xl font-bold">
              <Megaphone className="size-6" aria-hidden="true" />
              Ready-to-Share Posts
            </h2>
            <ul className="grid list-none gap-4 lg:grid-cols-3">
              {platformPosts(referral.link, referral.code).map((p) => (
                <li key={p.platform} aria-labelledby={`post-${p.platform}`} className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-5" data-testid="platform-post">
                  <h3 id={`post-${p.platform}`} className="text-xl font-bold">
                    {p.platform}
                  </h3>
                  <p className="text-base">
                    <WithBreakableLink text={p.text} link={referral.link} />
                  </p>
                  <MergedButton
                    variant="outline"
                    className="mt-auto self-start whitespace-normal"
                    onClick={() => void copyAndRecord(p.channel, p.text, { title: "Copied!", description: `${p.platform} post copied to clipboard` })}
                  >
                    <Copy aria-hidden="true" />
                    Copy Post
                    <span className="sr-only"> for {p.platform}</span>
                  </MergedButton>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="quick-share-title" className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-5">
            <h2 id="quick-share-title" className="text-2xl font-bold">
              Quick Share
            </h2>
            <div className="flex flex-wrap items-start gap-3">
              <a href={emailShareHref(referral.link, referral.code)} className={buttonVariants({ variant: "outline" })} onClick={() => recordShare("email")}>
                <Mail aria-hidden="true" />
                Email
              </a>
              <Button variant="outline" onClick={() => void copyAndRecord("link", referral.link, { title: "Copied!", description: "Referral link copied to clipboard" })}>
                <Link2 aria-hidden="true" />
                Copy Link
              </Button>
              <Button variant="outline" onClick={() => {
                  downloadFile("saywrite-media-kit.txt", mediaKitText(referral.link, referral.code));
                  recordShare("media-kit");
                }}>
                <Download aria-hidden="true" />
                Media Kit
              </Button>
              <ReferralQr link={referral.link} onGenerated={() => recordShare("qr")} />
            </div>
          </section>
        </>
      )}

      <section aria-labelledby="creator-title" className="flex flex-col gap-3">
        <h2 id="creator-title" className="text-2xl font-bold">
          Content Creator Tasks
        </h2>
        <ul className="grid list-none gap-4 md:grid-cols-3">
          {CREATOR_TASKS.map((t) => (
            <li key={t.title} className="flex flex-col gap-2 rounded-xl border-2 border-border bg-card p-5">
              <h3 className="text-lg font-bold">{t.title}</h3>
              <p className="text-base">{t.description}</p>
              <p className="text-base font-semibold">+{t.reward} coins</p>
            </li>
          ))}
        </ul>
      </section>

      <Leaderboard rows={leaderboard} />
    </div>
  );
}

/** A post's words wrap between words; its link, an address rather than words, may break anywhere. */
function WithBreakableLink({ text, link }: { text: string; link: string }) {
  const [before, ...rest] = text.split(link);
  if (!rest.length) return text;
  return (
    <>
      {before}
      {rest.map((after, i) => (
        <Fragment key={i}>
          <span className="break-all">{link}</span>
          {after}
        </Fragment>
      ))}
    </>
  );
}
