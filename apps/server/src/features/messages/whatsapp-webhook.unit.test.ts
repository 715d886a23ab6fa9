import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isStopReply, parseWebhook, verifySignature } from './whatsapp-webhook';

const SECRET = 'app-secret-3f9c';
const sign = (body: Buffer, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A delivery report as WhatsApp Cloud API posts it: one entry, one change, two statuses (one failed). */
const STATUS_CALLBACK = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '919000000000', phone_number_id: '106540352242922' },
            statuses: [
              {
                id: 'wamid.HBgMOTE5ODc2NTAxMjM0FQIAERgSQzVGRUQ2RjY1QjgyQzA0RjVBAA==',
                status: 'delivered',
                timestamp: '1732608000',
                recipient_id: '919876501234',
                conversation: { id: 'c4f1', origin: { type: 'utility' } },
                pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
              },
              {
                id: 'wamid.HBgMOTE5ODc2NTAxMjM1FQIAERgSNjdBQjk1RDFBRjBBQUQ3RkNCAA==',
                status: 'failed',
                timestamp: '1732608061',
                recipient_id: '919876501235',
                errors: [
                  {
                    code: 131026,
                    title: 'Message undeliverable',
                    message: 'Message undeliverable',
                    error_data: { details: 'Message Undeliverable.' },
                  },
                ],
              },
            ],
          },
        },
      ],
    },
  ],
};

/** A customer's text reply, and a tap on a template's quick-reply button. */
const REPLY_CALLBACK = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '919000000000', phone_number_id: '106540352242922' },
            contacts: [{ profile: { name: 'Lakshmi' }, wa_id: '919876501234' }],
            messages: [
              { from: '919876501234', id: 'wamid.ID1', timestamp: '1732608100', type: 'text', text: { body: 'STOP' } },
              {
                from: '919876501236',
                id: 'wamid.ID2',
                timestamp: '1732608101',
                type: 'button',
                context: { from: '919000000000', id: 'wamid.ORIGINAL' },
                button: { text: 'Stop', payload: 'Stop' },
              },
            ],
          },
        },
      ],
    },
  ],
};

describe('verifySignature', () => {
  const body = Buffer.from(JSON.stringify(STATUS_CALLBACK));

  it("accepts Meta's signature of the raw body, with either case of hex", () => {
    expect(verifySignature(body, sign(body), SECRET)).toBe(true);
    expect(verifySignature(body, sign(body).toUpperCase().replace('SHA256=', 'sha256='), SECRET)).toBe(true);
  });

  it('refuses a signature made with another secret, or a body changed after signing', () => {
    expect(verifySignature(body, sign(body, 'another-secret'), SECRET)).toBe(false);
    const tampered = Buffer.from(body.toString('utf8').replace('delivered', 'read'));
    expect(verifySignature(tampered, sign(body), SECRET)).toBe(false);
    // Same JSON, other spacing: the raw bytes are what is signed.
    expect(verifySignature(Buffer.from(JSON.stringify(STATUS_CALLBACK, null, 2)), sign(body), SECRET)).toBe(false);
  });

  it('refuses a missing or malformed header, and never checks against an empty secret', () => {
    const hex = sign(body).slice('sha256='.length);
    for (const header of [undefined, '', 'sha256=', hex, `sha1=${hex}`, `sha256=${hex.slice(2)}`, `sha256=${hex}00`, `sha256=${'z'.repeat(64)}`]) {
      expect(verifySignature(body, header, SECRET), String(header)).toBe(false);
    }
    expect(verifySignature(body, sign(body, ''), '')).toBe(false);
  });
});

describe('parseWebhook', () => {
  it('reads the statuses of a delivery report, with the time and the reason of a failure', () => {
    expect(parseWebhook(STATUS_CALLBACK)).toEqual({
      statuses: [
        {
          providerId: 'wamid.HBgMOTE5ODc2NTAxMjM0FQIAERgSQzVGRUQ2RjY1QjgyQzA0RjVBAA==',
          status: 'delivered',
          at: '2024-11-26T08:00:00.000Z',
          error: '',
        },
        {
          providerId: 'wamid.HBgMOTE5ODc2NTAxMjM1FQIAERgSNjdBQjk1RDFBRjBBQUQ3RkNCAA==',
          status: 'failed',
          at: '2024-11-26T08:01:01.000Z',
          error: 'Message undeliverable (code 131026): Message Undeliverable.',
        },
      ],
      replies: [],
    });
  });

  it('reads text replies and button taps, the number without its 91', () => {
    expect(parseWebhook(REPLY_CALLBACK)).toEqual({
      statuses: [],
      replies: [
        { from: '9876501234', text: 'STOP' },
        { from: '9876501236', text: 'Stop' },
      ],
    });
  });

  it('skips what it does not understand and never throws', () => {
    for (const body of [undefined, null, 'text', 42, [], {}, { entry: 'x' }, { entry: [null, 1, { changes: {} }] }]) {
      expect(parseWebhook(body), JSON.stringify(body)).toEqual({ statuses: [], replies: [] });
    }
    const value = {
      statuses: [
        null,
        { id: 'wamid.A', status: 'deleted', timestamp: '1732608000' },
        { id: 'wamid.B', status: 'read' },
        { id: 'wamid.C', status: 'read', timestamp: 'yesterday' },
        { id: '', status: 'read', timestamp: '1732608000' },
        { status: 'read', timestamp: '1732608000' },
        { id: 'wamid.D', status: 'read', timestamp: 1732608000 },
        { id: 'wamid.E', status: 'failed', timestamp: '1732608000' },
      ],
      messages: [
        { from: '447700900123', type: 'text', text: { body: 'STOP' } },
        { from: '9876501234', type: 'text', text: { body: 'STOP' } },
        { from: '919876501234', type: 'image', image: { id: 'media-1' } },
        { from: '919876501234', type: 'text', text: {} },
        { from: 919876501234, type: 'text', text: { body: 'STOP' } },
        { from: '919876501237', type: 'text', text: { body: 'ఆపు' } },
      ],
    };
    const body = {
      entry: [
        {
          changes: [
            { field: 'message_template_status_update', value: { event: 'APPROVED', statuses: [{ id: 'x', status: 'sent', timestamp: '1' }] } },
          ],
        },
        { changes: [{ field: 'messages', value }] },
      ],
    };
    expect(parseWebhook(body)).toEqual({
      statuses: [
        { providerId: 'wamid.D', status: 'read', at: '2024-11-26T08:00:00.000Z', error: '' },
        { providerId: 'wamid.E', status: 'failed', at: '2024-11-26T08:00:00.000Z', error: 'failed without a reason' },
      ],
      replies: [{ from: '9876501237', text: 'ఆపు' }],
    });
  });

  it('cuts a long failure reason to 300 characters', () => {
    const body = {
      entry: [
        {
          changes: [
            {
              value: {
                statuses: [{ id: 'wamid.F', status: 'failed', timestamp: '1732608000', errors: [{ code: 131000, title: 'x'.repeat(500) }] }],
              },
            },
          ],
        },
      ],
    };
    expect(parseWebhook(body).statuses[0]?.error).toHaveLength(300);
  });
});

describe('isStopReply', () => {
  it('knows the opt-out words in English, Telugu and Hindi, whatever the case, spacing or full stop', () => {
    for (const text of ['STOP', 'stop', 'Stop.', ' Stop! ', 'UNSUBSCRIBE', 'unsubscribe', 'ఆపు', ' ఆపు ', 'रोकें', 'बंद', 'बंद।']) {
      expect(isStopReply(text), text).toBe(true);
    }
  });

  it('is not fooled by a message that merely contains one', () => {
    for (const text of ['', 'stopped', "don't stop the pickups", 'Stop please', 'STOP STOP', 'start', 'बंद करो']) {
      expect(isStopReply(text), text).toBe(false);
    }
  });
});
