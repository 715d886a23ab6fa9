import { expect, test } from '@playwright/test';
import { API_URL } from './support/api';

test('the app shell loads with the API reachable', async ({ page, request }) => {
  const health = await request.get(`${API_URL}/health`);
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
});
