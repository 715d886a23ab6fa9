import { z } from 'zod';

export const REFERRAL_REWARD_STATUSES = ['earned', 'applied'] as const;
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];

/** One friend's reward to the referrer (docs/decisions/0046): earned, then used on one order. */
export const referralRewardSchema = z.object({
  status: z.enum(REFERRAL_REWARD_STATUSES),
  percent: z.number(),
  /** The friend's first name only: the referrer knows who they are; the rest is theirs. */
  friendFirstName: z.string(),
  createdAt: z.string(),
  /** The order the reward was taken off, once applied. */
  appliedOrderNumber: z.string().nullable(),
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;

/** GET /referrals/mine: what the customer shares and what it has earned them. */
export const myReferralsSchema = z.object({
  code: z.string(),
  /**
   * The sign-up link carrying the code. A path ("/signup?ref=CODE") when the API does not know the
   * web's address; the web makes it absolute with its own origin.
   */
  shareUrl: z.string(),
  /** The percent a referrer earns per friend (spec section 9). */
  percent: z.number(),
  friendsJoined: z.number(),
  friendsCompleted: z.number(),
  /** Newest first. */
  rewards: z.array(referralRewardSchema),
});
export type MyReferrals = z.infer<typeof myReferralsSchema>;
