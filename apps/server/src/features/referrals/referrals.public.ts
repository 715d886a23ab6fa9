// What other server features may import from referrals/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { earnedRewardFor, markApplied } from './referral-rewards.repository';
