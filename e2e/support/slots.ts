import type { Page } from '@playwright/test';
import type { SlotsAnswer } from '@laundry/shared/contracts/slots';
import { DEFAULT_PICKUP_RULES, windowsForDate } from '@laundry/shared/rules/slots';
import { API_URL } from './api';

/**
 * Answers the page's GET /api/slots for `date` as the shop would at the moment `at` (the spec's
 * default hours, every place free): for a test that sets the browser's clock, since the server
 * judges windows by the real time (docs/decisions/0051).
 */
export async function answerSlotsAsAt(page: Page, date: string, at: Date, capacity = 6): Promise<void> {
  const answer: SlotsAnswer = {
    date,
    windows: windowsForDate(date, DEFAULT_PICKUP_RULES, new Set(), at).map((w) => ({ ...w, capacity, left: capacity })),
    cutoffMinutes: DEFAULT_PICKUP_RULES.cutoffMinutes,
  };
  const api = new URL(API_URL);
  await page.route(
    (url) => url.origin === api.origin && url.pathname === '/api/slots' && url.searchParams.get('date') === date,
    (route) => route.fulfill({ json: answer }),
  );
}
