// The Share and Earn catalogue (core-product §2, §3, §9): rewards, ways to earn, creator tasks and
// the example success stories. Every figure shown as a fact (the user's own and the community's)
// is summed from the ledger (lib/server/referral); the stories are labelled as examples.

export const COINS_PER_REFERRAL = 20;
export const FRIEND_PREMIUM_DAYS = 7;

export type Reward = { key: string; name: string; cost: number; description: string; tag?: string };
export const REWARDS: readonly Reward[] = [
  { key: "premium-month", name: "Premium Month", cost: 200, description: "One month of every Premium feature.", tag: "Most popular" },
  { key: "custom-voice", name: "Custom Voice Model", cost: 500, description: "Dictation tuned to the way you speak.", tag: "Exclusive" },
  { key: "ambassador-badge", name: "Ambassador Badge", cost: 100, description: "A badge on your profile and posts." },
  { key: "legal-templates", name: "Legal Templates Pack", cost: 150, description: "50+ templates for legal writing." },
  { key: "language-pack", name: "Language Pack", cost: 300, description: "5 more dictation languages." },
  { key: "vip-support", name: "VIP Support", cost: 250, description: "Priority help from our team." },
];

/** Redeem is possible only when the coins cover the cost (core-product §5). */
export function canRedeem(coins: number, cost: number): boolean {
  return coins >= cost;
}

export const EARN_WAYS: readonly { action: string; reward: string }[] = [
  { action: "Successful referral", reward: "20 coins" },
  { action: "Social share", reward: "5 coins" },
  { action: "Success story creation", reward: "50 coins" },
  { action: "Featured story", reward: "500 coins + ambassador status" },
  { action: "Monthly ambassador (top 10 sharers each month)", reward: "1000 coins" },
  { action: "Video testimonial (2-minute video)", reward: "100 coins" },
];

export const CREATOR_TASKS: readonly { title: string; description: string; reward: number }[] = [
  { title: "Write about your experience", description: "A short blog or forum post about how you write with SayWrite.", reward: 50 },
  { title: "Share a tip", description: "Post one dictation or read-aloud tip on social media.", reward: 30 },
  { title: "Record a video testimonial", description: "A 2-minute video showing how SayWrite helps you.", reward: 100 },
];

export type SuccessStory = {
  key: string;
  name: string;
  role: string;
  category: string;
  story: string;
  metrics: { timeSaved?: string; wordsPerMinute?: string; grade?: string };
  likes: number;
  shares: number;
  videoDemo: boolean;
};

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    key: "student",
    name: "Emma Thompson",
    role: "University student",
    category: "Education",
    story:
      "I have dyslexia and essays used to take me whole weekends. Now I talk through my ideas, SayWrite writes them down, and I hear my essay read back before I hand it in. My grades went up a whole level.",
    metrics: { timeSaved: "65%", grade: "B to A" },
    likes: 342,
    shares: 89,
    videoDemo: true,
  },
  {
    key: "lawyer",
    name: "Marcus Johnson",
    role: "Solicitor",
    category: "Legal",
    story:
      "Dictating case notes straight after a meeting means nothing is forgotten. The legal templates and punctuation fixing save me an hour every day, and my letters go out the same afternoon.",
    metrics: { timeSaved: "40%", wordsPerMinute: "130" },
    likes: 218,
    shares: 57,
    videoDemo: false,
  },
  {
    key: "writer",
    name: "Sofia Garcia",
    role: "Novelist",
    category: "Creative",
    story:
      "I finished my first novel by speaking it, chapter by chapter, on long walks. Reading my own drafts was exhausting; listening to them is a joy, and I catch far more mistakes.",
    metrics: { wordsPerMinute: "150" },
    likes: 506,
    shares: 143,
    videoDemo: true,
  },
  {
    key: "manager",
    name: "David Chen",
    role: "Operations manager",
    category: "Business",
    story:
      "Our team rolled out SayWrite after an accessibility consultation. Three colleagues with dyslexia now write reports without asking for help, and everyone uses meeting minutes.",
    metrics: { timeSaved: "50%" },
    likes: 127,
    shares: 34,
    videoDemo: false,
  },
];

/** The community figures of the Success Stories tab, in the spec's two rows of four: labels for CommunityFiguresDto. */
export const COMMUNITY_BANNER = [
  { key: "sharers", label: "People sharing" },
  { key: "sharesOpened", label: "Shares opened" },
  { key: "storiesShared", label: "Stories shared" },
  { key: "friendsJoined", label: "Friends who joined" },
] as const;
export const COMMUNITY_IMPACT = [
  { key: "signUpsThroughLinks", label: "Sign-ups through links" },
  { key: "coinsEarned", label: "Coins earned" },
  { key: "challengesCompleted", label: "Challenges completed" },
  { key: "rewardsRedeemed", label: "Rewards redeemed" },
] as const;
