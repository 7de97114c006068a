import type { SuccessStory } from "@/lib/share/share-data";
import { plural } from "@/lib/text/plural";
import { PAID_SHARES_PER_DAY, REFERRAL_WORDS } from "@/lib/share/rewards";

// Texts the Share and Earn page copies (core-product §2, §9).

export const STORY_QUOTE_MAX_CHARS = 120;
/** Reported when a story has no time-saved figure (core-product §9). */
export const DEFAULT_IMPROVEMENT = "300%";

/** The quote cut at 120 characters (with "..." when cut). */
export function cutQuote(quote: string, max = STORY_QUOTE_MAX_CHARS): string {
  const text = quote.trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** What "Share" on a success story copies. */
export function storyShareText(story: Pick<SuccessStory, "name" | "role" | "story" | "metrics">, link: string): string {
  const improvement = story.metrics.timeSaved ?? DEFAULT_IMPROVEMENT;
  return `Amazing success story from ${story.name} (${story.role}): "${cutQuote(story.story)}" They saved ${improvement} of their writing time with SayWrite. Try it: ${link} #SayWrite #Dyslexia`;
}

export type PlatformPost = { platform: "Twitter" | "LinkedIn" | "Facebook"; channel: "twitter" | "linkedin" | "facebook"; text: string };

/** The three pre-written posts, each carrying the user's own link and code. */
export function platformPosts(link: string, code: string): PlatformPost[] {
  return [
    {
      platform: "Twitter",
      channel: "twitter",
      text: `I write by speaking with SayWrite: dictation, read aloud and dyslexia-friendly fonts in one place. Get 7 days of Premium free with my code ${code}: ${link} #Dyslexia #Accessibility`,
    },
    {
      platform: "LinkedIn",
      channel: "linkedin",
      text: `Writing used to take me hours. With SayWrite I dictate my documents, hear them read back and let AI tidy the punctuation. If you or your team find writing hard, try it: my code ${code} gives you 7 days of Premium free. ${link}`,
    },
    {
      platform: "Facebook",
      channel: "facebook",
      text: `Friends who find typing or spelling hard: SayWrite lets you write by talking, and reads your words back to you. Use my code ${code} for 7 days of Premium free: ${link}`,
    },
  ];
}

export function emailShareHref(link: string, code: string): string {
  const subject = "Write by speaking with SayWrite";
  const body = `Hi,\n\nI use SayWrite to write by speaking. It reads text aloud and has dyslexia-friendly settings. Sign up with my link and code ${code} to get 7 days of Premium free:\n${link}\n`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function mediaKitText(link: string, code: string): string {
  return [
    "SayWrite media kit",
    "==================",
    "",
    "What it is: SayWrite is a browser app for writing documents by speaking, made for people with dyslexia and",
    "learning differences and for anyone who would rather talk than type.",
    "",
    "Key features: dictation with voice commands, read aloud with highlighted words, AI punctuation and",
    "enhancement, dyslexia-friendly fonts and colours, templates, voice learning games.",
    "",
    "Privacy: the browser does the speech recognition; SayWrite never receives audio.",
    "",
    `Referral link: ${link}`,
    `Referral code: ${code} (friends get 7 days of Premium free)`,
    "",
    "Suggested hashtags: #SayWrite #Dyslexia #Accessibility #VoiceTyping",
    "",
  ].join("\n");
}

/** The new document the 'Create My Success Story' button opens in the editor. */
export const SUCCESS_STORY_TEMPLATE = [
  "My success story",
  "",
  "Who I am: ",
  "",
  "What writing was like before SayWrite: ",
  "",
  "How I use SayWrite now: ",
  "",
  "What changed for me (time saved, confidence, results): ",
  "",
].join("\n");

/** How shares and referrals pay, as the page says it. */
export const HOW_SHARES_PAY = `A share earns its coins when someone else opens your link (the first ${PAID_SHARES_PER_DAY} each day), and then counts towards the challenges. Sharing the same way again within 10 minutes counts once.`;
export const HOW_REFERRALS_PAY = `A friend who joins with your code earns you coins once they have confirmed their email and written their first ${REFERRAL_WORDS} words.`;

/** The pending line under the figures: coins not earned yet, and what they wait for. */
export function pendingText(pending: { shares: number; referrals: number; coins: number }): string {
  if (pending.coins === 0) return "No coins pending.";
  const waiting = [
    pending.shares > 0 && `${plural(pending.shares, "share", "shares")} nobody has opened yet`,
    pending.referrals > 0 && `${plural(pending.referrals, "friend", "friends")} still to confirm their email or write ${REFERRAL_WORDS} words`,
  ].filter(Boolean);
  return `Pending: up to ${plural(pending.coins, "coin", "coins")} (${waiting.join("; ")}).`;
}
