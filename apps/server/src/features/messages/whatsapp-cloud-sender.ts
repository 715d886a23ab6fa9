import type { MessageEvent } from '@laundry/shared/contracts/messages';
import type { MessageChannel, SendOutcome, TemplateMessage } from './channel';

/** A Graph call that takes longer is given up: the outbox worker tries again later (docs/decisions/0055). */
const ATTEMPT_TIMEOUT_MS = 10_000;
const PROBLEM_MAX = 300;

/**
 * Graph error codes that say "this number cannot be reached on WhatsApp", as opposed to "our
 * template or account is wrong" or "the provider is down". Only these let the worker fall back to
 * SMS for the same message; any other refusal would fail the same way on every number.
 * - 131026 message undeliverable: not a WhatsApp user, an old app, or the terms not accepted.
 * - 131030 recipient not in the allowed list: a test number sending to a number not added to it.
 * - 131009 parameter value invalid: Graph reports it for a `to` it cannot take as a phone number.
 * - 100 invalid parameter: only when its message names the phone (otherwise it is our payload).
 */
const NUMBER_REFUSED_CODES: ReadonlySet<number> = new Set([131026, 131030, 131009]);
const INVALID_PARAMETER = 100;

/**
 * Graph refuses a text parameter that is empty ("Parameter 'text' is mandatory"): a variable with
 * nothing to say (a new ready-by time moved without a reason) is sent as a dash.
 */
const EMPTY_PARAMETER = '-';

/** The template the shop registers for an event, in each language: `sl_out_for_delivery`. */
export function templateName(event: MessageEvent): string {
  return `sl_${event.replaceAll('-', '_')}`;
}

/**
 * WhatsApp Cloud API (`POST {apiBase}/{phoneNumberId}/messages`): business-initiated messages must
 * be pre-approved templates, so each event is the template `sl_<event>` in the customer's
 * language with the event's variables as its body parameters. One attempt per call: the outbox
 * worker owns retries and backoff, and the webhook reports delivery.
 */
export class WhatsAppCloudSender implements MessageChannel {
  readonly name = 'whatsapp' as const;
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: { token: string; phoneNumberId: string; apiBase: string },
    /** Tests shorten the wait. */
    timing: { attemptTimeoutMs?: number } = {},
  ) {
    this.url = `${settings.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
    this.timeoutMs = timing.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  }

  // Every event has a template (the shop registers all of them), unlike SMS's per-event DLT ids.
  supports(_event: MessageEvent): boolean {
    return true;
  }

  async send(message: TemplateMessage): Promise<SendOutcome> {
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${message.to}`,
      type: 'template',
      template: {
        name: templateName(message.event),
        language: { code: message.language },
        // Graph refuses an empty parameter list: a template without variables has no body component.
        ...(message.variables.length
          ? { components: [{ type: 'body', parameters: message.variables.map((text) => ({ type: 'text', text: text || EMPTY_PARAMETER })) }] }
          : {}),
      },
    };
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.settings.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // Inside the try: the timeout covers a body that stalls after the headers, too.
      text = await res.text();
    } catch (error) {
      return { ok: false, retry: true, problem: this.clean(failure(error, this.timeoutMs)) };
    }
    const answer = parse(text);
    if (res.ok) {
      const id = firstMessageId(answer);
      if (id) return { ok: true, providerId: id };
      // Accepted or not, we cannot tell: at least once (a rare duplicate) beats a lost message.
      return { ok: false, retry: true, problem: this.clean(`HTTP ${res.status} without a message id`) };
    }
    const error = graphError(answer);
    const problem = this.clean(problemText(res.status, error));
    if (res.status === 429 || res.status >= 500) return { ok: false, retry: true, problem };
    return numberRefused(error) ? { ok: false, retry: false, problem, numberRefused: true } : { ok: false, retry: false, problem };
  }

  /** The token blanked before cutting, so no cut can leave a piece of it. */
  private clean(problem: string): string {
    const { token } = this.settings;
    return (token ? problem.replaceAll(token, '****') : problem).slice(0, PROBLEM_MAX);
  }
}

interface GraphError {
  message?: string;
  code?: number;
  details?: string;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function firstMessageId(answer: unknown): string | undefined {
  const messages = record(answer)?.messages;
  const id = Array.isArray(messages) ? record(messages[0])?.id : undefined;
  return typeof id === 'string' && id ? id : undefined;
}

/** Graph's `{"error": {"message", "code", "error_data": {"details"}}}`, whatever of it is there. */
function graphError(answer: unknown): GraphError {
  const error = record(record(answer)?.error);
  if (!error) return {};
  const details = record(error.error_data)?.details;
  return {
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
    ...(typeof error.code === 'number' ? { code: error.code } : {}),
    ...(typeof details === 'string' ? { details } : {}),
  };
}

/** `HTTP 400: Message undeliverable. (code 131026)`, with Graph's details when they add something (a template missing in one language). */
function problemText(status: number, error: GraphError): string {
  let text = `HTTP ${status}`;
  if (error.message) text += `: ${error.message}`;
  if (error.code !== undefined) text += ` (code ${error.code})`;
  if (error.details && error.details !== error.message) text += `: ${error.details}`;
  return text;
}

function numberRefused(error: GraphError): boolean {
  if (error.code === undefined) return false;
  if (NUMBER_REFUSED_CODES.has(error.code)) return true;
  return error.code === INVALID_PARAMETER && /phone/i.test(`${error.message ?? ''} ${error.details ?? ''}`);
}

function failure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  // undici's "fetch failed" hides the reason in its cause: ECONNREFUSED, ENOTFOUND, …
  const cause = error instanceof Error ? record(error.cause)?.code : undefined;
  return typeof cause === 'string' ? `network error (${cause})` : 'network error';
}
