import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_EVENTS } from '@laundry/shared/contracts/messages';
import { FakeMsg91 } from '../../test/fake-msg91';
import type { TemplateMessage } from './channel';
import { Msg91FlowSender, type Msg91FlowSettings } from './msg91-flow-sender';

const AUTH_KEY = 'auth-key-9911';
const fake = new FakeMsg91();
let settings: Msg91FlowSettings;
// Long enough for a loaded CI machine to answer; short enough that the hang tests end quickly.
const FAST = { attemptTimeoutMs: 1500 };
const MESSAGE: TemplateMessage = { to: '9876501234', event: 'out-for-delivery', language: 'te', variables: ['Lakshmi', 'SL-1042', '450'] };

beforeAll(async () => {
  await fake.start();
  settings = {
    authKey: AUTH_KEY,
    baseUrl: fake.baseUrl,
    senderId: 'SLLNDY',
    templates: { 'out-for-delivery': '1107170000000000006', booked: '1107170000000000001' },
  };
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.stop();
});

describe('the MSG91 Flow sender', () => {
  it('is the sms channel, for the events that have a DLT template only', () => {
    const sender = new Msg91FlowSender(settings, FAST);
    expect(sender.name).toBe('sms');
    expect(MESSAGE_EVENTS.filter((event) => sender.supports(event))).toEqual(['booked', 'out-for-delivery']);
    expect(new Msg91FlowSender({ ...settings, templates: {} }, FAST).supports('booked')).toBe(false);
    expect(new Msg91FlowSender({ ...settings, templates: { booked: '' } }, FAST).supports('booked')).toBe(false);
  });

  it("sends the Flow request MSG91 documents: path, authkey, the event's template, the 91-prefixed number and var1, var2, …", async () => {
    const outcome = await new Msg91FlowSender(settings, FAST).send(MESSAGE);
    expect(outcome).toEqual({ ok: true, providerId: '3763646c3058373530393832' });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/v5/flow' });
    expect(sent!.headers.authkey).toBe(AUTH_KEY);
    expect(sent!.headers['content-type']).toBe('application/json');
    // No language: a DLT template is in one language already.
    expect(sent!.body).toEqual({
      template_id: '1107170000000000006',
      sender: 'SLLNDY',
      short_url: '0',
      recipients: [{ mobiles: '919876501234', var1: 'Lakshmi', var2: 'SL-1042', var3: '450' }],
    });
  });

  it('leaves the sender to the template when none is set, and sends a template without variables as the number alone', async () => {
    for (const senderId of [undefined, null]) {
      const outcome = await new Msg91FlowSender({ ...settings, senderId }, FAST).send({ ...MESSAGE, event: 'booked', variables: [] });
      expect(outcome.ok).toBe(true);
      expect(fake.requests.at(-1)!.body).toEqual({ template_id: '1107170000000000001', short_url: '0', recipients: [{ mobiles: '919876501234' }] });
    }
  });

  it('refuses, without a request, an event that has no template', async () => {
    expect(await new Msg91FlowSender(settings, FAST).send({ ...MESSAGE, event: 'priced' })).toEqual({
      ok: false,
      retry: false,
      problem: 'no DLT template is configured for priced',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("does not retry MSG91's own error answer or a 4xx", async () => {
    fake.answerNext(
      { status: 200, body: { type: 'error', message: 'Template ID is not approved' } },
      { status: 401, body: { type: 'error', message: 'Authentication failure' } },
      { status: 400, body: 'not json' },
    );
    const sender = new Msg91FlowSender(settings, FAST);
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: false, problem: 'MSG91 refused: Template ID is not approved' });
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: false, problem: 'HTTP 401: Authentication failure' });
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: false, problem: 'HTTP 400: no message' });
  });

  it('asks for a retry after a 5xx, a 429, no answer or an unreachable host', async () => {
    fake.answerNext(
      { status: 500 },
      { status: 429, body: { type: 'error', message: 'Too many requests' } },
      { status: 200, body: {}, delayMs: FAST.attemptTimeoutMs + 1000 },
    );
    const sender = new Msg91FlowSender(settings, FAST);
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: 'HTTP 500' });
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: 'HTTP 429: Too many requests' });
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: `no answer within ${FAST.attemptTimeoutMs} ms` });
    expect(fake.requests).toHaveLength(3);

    // A port that was free a moment ago: nothing listens there now.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new Msg91FlowSender({ ...settings, baseUrl: `http://127.0.0.1:${port}` }, FAST);
    expect(await unreachable.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: expect.stringMatching(/^network error/) });
  });

  it('never puts the auth key in its problem, and cuts the problem to 300 characters', async () => {
    fake.answerNext(
      { status: 200, body: { type: 'error', message: `Invalid authkey ${AUTH_KEY} for this route` } },
      { status: 400, body: { type: 'error', message: 'y'.repeat(400) } },
    );
    const sender = new Msg91FlowSender(settings, FAST);
    const quoted = await sender.send(MESSAGE);
    expect(quoted).toEqual({ ok: false, retry: false, problem: 'MSG91 refused: Invalid authkey **** for this route' });
    const long = await sender.send(MESSAGE);
    expect(!long.ok && long.problem).toHaveLength(300);
  });
});
