import { expect, test } from '@playwright/test';

test('the app shell loads with the API reachable', async ({ page, request }) => {
  const health = await request.get('http://127.0.0.1:4310/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
});
