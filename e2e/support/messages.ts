import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { publicUserSchema, type AuthResponse, type UpdateProfileBody } from '@laundry/shared/contracts/auth';
import { messagePageSchema, type Message, type MessagePreference } from '@laundry/shared/contracts/messages';
import { API_URL, authHeaders, readJson, WHATSAPP_URL } from './api';

/** Helpers of the messages' browser tests (docs/decisions/0055). */

/** One template message as WhatsApp's Graph API received it from the server's sender. */
export interface GraphTemplate {
  to: string;
  type: string;
  template: { name: string; language: { code: string }; components?: { type: string; parameters: { type: string; text: string }[] }[] };
}

/** Everything the WhatsApp stand-in has received so far, oldest first. */
export async function whatsappReceived(request: APIRequestContext): Promise<GraphTemplate[]> {
  const res = await request.get(`${WHATSAPP_URL}/received`);
  expect(res.status()).toBe(200);
  return (await res.json()) as GraphTemplate[];
}

/** The template's body variables, in their order. */
export function templateVariables(message: GraphTemplate): string[] {
  return message.template.components?.flatMap((c) => c.parameters.map((p) => p.text)) ?? [];
}

/** Waits until the stand-in has received `count` messages of this template for this 10-digit phone. */
export async function waitForTemplates(request: APIRequestContext, phone: string, name: string, count = 1): Promise<GraphTemplate[]> {
  let found: GraphTemplate[] = [];
  await expect
    .poll(
      async () => {
        found = (await whatsappReceived(request)).filter((m) => m.to === `91${phone}` && m.template?.name === name);
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return found;
}

export async function updateProfile(request: APIRequestContext, session: AuthResponse, body: UpdateProfileBody) {
  const res = await request.patch(`${API_URL}/profile`, { headers: authHeaders(session.token), data: body });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, publicUserSchema);
}

export async function setMessageChannel(request: APIRequestContext, session: AuthResponse, messageChannel: MessagePreference) {
  return updateProfile(request, session, { messageChannel });
}

/** An order's messages as the admin's Messages view reads them, newest first. */
export async function messagesOfOrder(request: APIRequestContext, admin: AuthResponse, orderId: string): Promise<Message[]> {
  const res = await request.get(`${API_URL}/admin/messages?orderId=${encodeURIComponent(orderId)}`, { headers: authHeaders(admin.token) });
  expect(res.status()).toBe(200);
  return (await readJson(res, messagePageSchema)).messages;
}

/** How many messages wait for the shop's tap, over every order. */
export async function toSendTotal(request: APIRequestContext, admin: AuthResponse): Promise<number> {
  const res = await request.get(`${API_URL}/admin/messages?status=to-send`, { headers: authHeaders(admin.token) });
  expect(res.status()).toBe(200);
  const page = await readJson(res, messagePageSchema);
  expect(page.nextCursor).toBeNull();
  return page.messages.length;
}

/** Waits for the outbox worker to have handled an order's messages, and answers their statuses, oldest first. */
export async function settledStatuses(request: APIRequestContext, admin: AuthResponse, orderId: string, expected: string[]): Promise<Message[]> {
  let messages: Message[] = [];
  await expect
    .poll(
      async () => {
        messages = (await messagesOfOrder(request, admin, orderId)).reverse();
        return messages.map((m) => `${m.event}:${m.status}`);
      },
      { timeout: 15_000 },
    )
    .toEqual(expected);
  return messages;
}

/**
 * Answers every wa.me page the browser opens with a blank page (no test reaches the internet) and
 * records the addresses opened, in order.
 */
export async function catchWaMe(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await page.context().route(/^https:\/\/(api\.)?wa\.me\//, async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' });
  });
  return opened;
}
