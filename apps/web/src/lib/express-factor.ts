import { DEFAULT_EXPRESS_FACTOR_PCT } from '@laundry/shared/rules/bill';
import { liveShopSettings, useLiveShopSettings } from './live-shop';
import { useShopSettings } from './shop-settings';

/**
 * The Express factor in the words customers read ("Express costs 1.5x"): the spec's 1.5 until the
 * shop's settings say otherwise (docs/decisions/0066), read live as the shop's name is (0049).
 */

/** The spec's factor (section 9): what every page says before, or without, the shop's answer. */
export const DEFAULT_EXPRESS_FACTOR = DEFAULT_EXPRESS_FACTOR_PCT / 100;

/** The factor in hundredths, as the bill's rules take it (150 = 1.5×), rounded as the server rounds it. */
export function expressFactorPct(factor: number): number {
  return Math.round(factor * 100);
}

/**
 * The factor as the catalogues' `{factor}` shows it: "1.5", "2", "1.75". Passed as text, so a
 * message needs no number formatter (and reads the same in every language: Latin digits).
 */
export function expressFactorText(factor: number): string {
  const pct = Number.isFinite(factor) && factor > 0 ? expressFactorPct(factor) : DEFAULT_EXPRESS_FACTOR_PCT;
  return String(pct / 100);
}

/** For text made outside React (the chat's answers): the last factor this page read, else the default. */
export function knownExpressFactor(): number {
  return liveShopSettings()?.expressFactor ?? DEFAULT_EXPRESS_FACTOR;
}

/**
 * The shop's factor for a component: the default on the first render, so a pre-rendered page
 * hydrates as it was rendered (docs/decisions/0044), then the live one once GET /api/shop answers
 * (one request per page load, shared with the footer and the business profile).
 */
export function useExpressFactor(): number {
  useShopSettings();
  return useLiveShopSettings()?.expressFactor ?? DEFAULT_EXPRESS_FACTOR;
}
