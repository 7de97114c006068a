// The user's referral details (GET /api/referral), shown on the Share and Earn page.
export type ReferralDto = {
  /** Generated once, on first request, and kept. */
  code: string;
  /** The product's address plus ?ref=code */
  link: string;
  /** Accounts created with this code. */
  friendsJoined: number;
};
