import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messagePageSchema, messageSchema, type Message } from '@laundry/shared/contracts/messages';
import { addDays } from '@laundry/shared/rules/ist';
import { adminSession, bookOrder, customerSession, tomorrowIst } from './support/admin';
import { API_URL, authHeaders, readJson, useSessionInBrowser } from './support/api';
import { catchWaMe, messagesOfOrder, setMessageChannel, settledStatuses } from './support/messages';

/**
 * Messages without hand work (docs/decisions/0081): Send next takes the click-to-send queue one
 * tap at a time, the shop skips one with its reason, a message whose order moved on says why it
 * was skipped; the profile offers notifications on this device.
 *
 * Customers who chose SMS get click to send (the e2e server has WhatsApp but no SMS templates).
 */

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
// Past tomorrow: the evening reminders (7 PM IST) add no second message to these orders.
const LATER = () => ({ pickupDate: addDays(tomorrowIst(), 1) });

/** Skips every waiting message but `keep`'s, so the queue holds this test's messages only. */
async function clearQueueBut(request: APIRequestContext, token: string, keep: string[]): Promise<void> {
  const res = await request.get(`${API_URL}/admin/messages?status=to-send`, { headers: authHeaders(token) });
  const { messages } = await readJson(res, messagePageSchema);
  for (const message of messages.filter((m) => !keep.includes(m._id))) {
    const skipped = await request.post(`${API_URL}/admin/messages/${message._id}/skip`, {
      headers: authHeaders(token),
      data: { reason: 'cleared by the test' },
    });
    expect(skipped.status()).toBe(200);
  }
}

async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((n) => n.getBoundingClientRect().right > limit + 1)
      .map((n) => `${n.tagName}.${n.className}`);
  });
}

test('send next: one tap opens WhatsApp and shows the next; the shop skips one with its reason', async ({ page, request }) => {
  const admin = await adminSession(request);
  const [asha, bhanu] = [await customerSession(request, 'Asha Rani'), await customerSession(request, 'Bhanu Prasad')];
  for (const customer of [asha, bhanu]) await setMessageChannel(request, customer, 'sms');
  const first = await bookOrder(request, asha, LATER());
  const second = await bookOrder(request, bhanu, LATER());
  const [firstMessage] = await settledStatuses(request, admin, first._id, ['booked:to-send']);
  const [secondMessage] = await settledStatuses(request, admin, second._id, ['booked:to-send']);
  await clearQueueBut(request, admin.token, [firstMessage!._id, secondMessage!._id]);

  const opened = await catchWaMe(page);
  await page.setViewportSize(LAPTOP);
  await useSessionInBrowser(page, admin);
  await page.goto('/admin?tab=messages&view=send');
  const queue = page.getByRole('region', { name: 'Send next' });
  await expect(queue.getByRole('status')).toHaveText('2 messages to send');
  // The oldest first.
  const current = queue.getByRole('article');
  await expect(current).toHaveAccessibleName('Next message, to Asha Rani');
  await expect(current).toContainText(first.orderNumber);
  await expect(current).toContainText(`Hello Asha, your pickup ${first.orderNumber} is booked for`);

  const popup = page.context().waitForEvent('page');
  await current.getByRole('link', { name: 'Send on WhatsApp to Asha Rani, then show the next message (opens in a new tab)' }).click();
  await (await popup).close();
  await expect.poll(() => opened.length).toBe(1);
  expect(opened[0]).toContain(`https://wa.me/91${asha.user.phone}?text=`);
  // The next one is there at once.
  await expect(current).toHaveAccessibleName('Next message, to Bhanu Prasad');
  await expect(queue.getByRole('status')).toHaveText('1 message to send');
  await settledStatuses(request, admin, first._id, ['booked:sent']);

  // Skip, with the shop's reason: none given is refused in place.
  await current.getByRole('button', { name: 'Skip…' }).click();
  await current.getByRole('button', { name: 'Skip this message' }).click();
  await expect(current.getByText('Say why this message is skipped.')).toBeVisible();
  await current.getByLabel('Why skip it?').fill('Told him at the door');
  await current.getByRole('button', { name: 'Skip this message' }).click();
  await expect(queue.getByText('Nothing waits to be sent.')).toBeVisible();
  const [skipped] = await messagesOfOrder(request, admin, second._id);
  expect(messageSchema.parse(skipped)).toMatchObject({ status: 'skipped', skipReason: 'by-shop', skipNote: 'Told him at the door' });
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots-messages/send-next-1280.png' });

  // The list says why each was skipped: by the shop, or by the rule once the order moved on.
  const chitra = await customerSession(request, 'Chitra Devi');
  await setMessageChannel(request, chitra, 'sms');
  const third = await bookOrder(request, chitra, LATER());
  await settledStatuses(request, admin, third._id, ['booked:to-send']);
  const moved = await request.patch(`${API_URL}/admin/orders/${third._id}/status`, {
    headers: authHeaders(admin.token),
    data: { status: 'In Progress' },
  });
  expect(moved.status()).toBe(200);
  let movedOn: Message | undefined;
  await expect
    .poll(async () => {
      movedOn = (await messagesOfOrder(request, admin, third._id)).find((m) => m.event === 'booked');
      return movedOn?.skipReason;
    })
    .toBe('moved-on');
  await page.getByRole('button', { name: 'Messages', exact: true }).click();
  const list = page.getByRole('region', { name: 'Messages to customers' });
  await expect(list.locator(`[data-message-id="${secondMessage!._id}"]`)).toContainText('Skipped by the shop: Told him at the door');
  await expect(list.locator(`[data-message-id="${movedOn!._id}"]`)).toContainText('Skipped: the order has moved on');
});

test('the profile offers notifications on this device, on a phone', async ({ page, request }) => {
  const customer = await customerSession(request, 'Devi Lakshmi');
  await page.setViewportSize(PHONE);
  await useSessionInBrowser(page, customer);
  await page.goto('/profile');
  const choice = page.getByRole('group', { name: 'Notifications on this device' });
  await expect(choice).toBeVisible();
  const toggle = choice.getByRole('switch', { name: 'Notify me on this device' });
  await expect(toggle).not.toBeChecked();
  await expect(choice).toContainText('Your order news arrives here first, free.');
  const box = (await choice.locator('label').boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await overflowing(page)).toEqual([]);
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots-messages/profile-push-375.png' });
});
