import type { MessageEvent } from '@laundry/shared/contracts/messages';
import type { MessageChannel, SendOutcome, TemplateMessage } from './channel';

/** An SMS gateway that takes longer is given up: the outbox worker tries again later (docs/decisions/0055). */
const ATTEMPT_TIMEOUT_MS = 10_000;
const PROBLEM_MAX = 300;

export interface Msg91FlowSettings {
  authKey: string;
  /** MSG91's origin without a trailing slash; tests point it at a local stand-in. */
  baseUrl: string;
  /** The approved sender ID, when the templates do not fix one (null or absent: the template's own). */
  senderId?: string | null;
  /** The DLT template id registered for each event (MSG91_EVENT_TEMPLATES); an event without one is not sent by SMS. */
  templates: Partial<Record<MessageEvent, string>>;
}

/**
 * MSG91's Flow API (`POST /api/v5/flow`, header `authkey`) for the outbox's events. Indian SMS
 * must match a DLT-registered template word for word, and a template has one language: the shop
 * registers one template per event in the language it chooses (Telugu or Hindi need a Unicode
 * template), so the message's language is not sent. The template's variables are named
 * `##var1##`, `##var2##`, … in MSG91, filled from the message's variables in order.
 * One attempt per call: the outbox worker owns retries and backoff.
 */
export class Msg91FlowSender implements MessageChannel {
  readonly name = 'sms' as const;
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: Msg91FlowSettings,
    /** Tests shorten the wait. */
    timing: { attemptTimeoutMs?: number } = {},
  ) {
    this.url = `${settings.baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
    this.timeoutMs = timing.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  }

  supports(event: MessageEvent): boolean {
    return Boolean(this.settings.templates[event]);
  }

  async send(message: TemplateMessage): Promise<SendOutcome> {
    const templateId = this.settings.templates[message.event];
    // The worker asks supports() first; this only keeps the promise of never throwing.
    if (!templateId) return { ok: false, retry: false, problem: `no DLT template is configured for ${message.event}` };
    const recipient: Record<string, string> = { mobiles: `91${message.to}` };
    message.variables.forEach((value, i) => (recipient[`var${i + 1}`] = value));
    const body = {
      template_id: templateId,
      ...(this.settings.senderId ? { sender: this.settings.senderId } : {}),
      short_url: '0',
      recipients: [recipient],
    };
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // Inside the try: the timeout covers a body that stalls after the headers, too.
      text = await res.text();
    } catch (error) {
      return { ok: false, retry: true, problem: this.clean(failure(error, this.timeoutMs)) };
    }
    const answer = parse(text);
    if (res.status === 429 || res.status >= 500) {
      return { ok: false, retry: true, problem: this.clean(`HTTP ${res.status}${answer.message ? `: ${answer.message}` : ''}`) };
    }
    if (!res.ok) return { ok: false, retry: false, problem: this.clean(`HTTP ${res.status}: ${answer.message ?? 'no message'}`) };
    // MSG91 answers 200 to an unknown template or an unapproved sender too: trying again cannot fix those.
    if (answer.type !== 'success') return { ok: false, retry: false, problem: this.clean(`MSG91 refused: ${answer.message ?? 'no message'}`) };
    // On success MSG91's message is the request id, which its delivery reports name.
    return { ok: true, providerId: answer.message ?? '' };
  }

  /** The key blanked before cutting, should MSG91 ever quote it back, so no cut can leave a piece of it. */
  private clean(problem: string): string {
    const { authKey } = this.settings;
    return (authKey ? problem.replaceAll(authKey, '****') : problem).slice(0, PROBLEM_MAX);
  }
}

function parse(text: string): { type?: string; message?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object') return {};
  const { type, message } = value as Record<string, unknown>;
  return {
    ...(typeof type === 'string' ? { type } : {}),
    ...(typeof message === 'string' && message ? { message } : {}),
  };
}

function failure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  // undici's "fetch failed" hides the reason in its cause: ECONNREFUSED, ENOTFOUND, …
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return typeof cause === 'string' ? `network error (${cause})` : 'network error';
}
