import type { Msg91Settings } from '../../config';
import { maskPhone, type SmsLog, type SmsSender } from './sms-sender';

/** Each try waits this long for MSG91 before giving up on it. */
const ATTEMPT_TIMEOUT_MS = 5000;
/** Waits before the second and third tries: a busy gateway gets a moment, the customer not a minute. */
const RETRY_DELAYS_MS = [300, 1200] as const;

interface Attempt {
  /** Worth trying again: a timeout, a network failure, 429 or a 5xx. */
  retry: boolean;
  /** What went wrong, for the log; never the code or the key. */
  problem?: string;
}

/**
 * MSG91's Flow API (`POST /api/v5/flow`, header `authkey`): one DLT-registered template whose
 * `##otp##` variable is the code, sent to `91` + the 10-digit number. MSG91 answers
 * `{"type": "success" | "error", "message"}`; an "error" with status 200 is a failure too (an
 * unknown template, a sender not approved) and is not retried: trying again cannot fix it.
 */
export class Msg91SmsSender implements SmsSender {
  private readonly url: string;

  private readonly delays: readonly number[];
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: Msg91Settings,
    private readonly log: SmsLog,
    /** Tests shorten the waits; the tries stay as many. */
    timing: { retryDelaysMs?: readonly number[]; attemptTimeoutMs?: number } = {},
  ) {
    this.url = `${settings.baseUrl}/api/v5/flow`;
    this.delays = timing.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.timeoutMs = timing.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  }

  async sendResetCode(phone: string, code: string): Promise<void> {
    const to = maskPhone(phone);
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(phone, code);
      if (!outcome.problem) {
        if (attempt > 1) this.log.info({ sms: { to, provider: 'msg91', attempt } }, 'Reset code SMS sent after a retry');
        return;
      }
      const delay = outcome.retry ? this.delays[attempt - 1] : undefined;
      if (delay === undefined) {
        this.log.error({ sms: { to, provider: 'msg91', attempt, problem: outcome.problem } }, 'Reset code SMS could not be sent');
        return;
      }
      this.log.warn({ sms: { to, provider: 'msg91', attempt, problem: outcome.problem } }, 'Reset code SMS failed; trying again');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  private async attempt(phone: string, code: string): Promise<Attempt> {
    const body = {
      template_id: this.settings.templateId,
      ...(this.settings.senderId ? { sender: this.settings.senderId } : {}),
      short_url: '0',
      recipients: [{ mobiles: `91${phone}`, otp: code }],
    };
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { retry: true, problem: timedOut ? `no answer within ${this.timeoutMs} ms` : 'network error' };
    }
    const text = await res.text().catch(() => '');
    if (res.status === 429 || res.status >= 500) return { retry: true, problem: `HTTP ${res.status}` };
    if (!res.ok) return { retry: false, problem: `HTTP ${res.status}: ${gatewayMessage(text, code)}` };
    if (gatewayType(text) !== 'success') return { retry: false, problem: `MSG91 refused: ${gatewayMessage(text, code)}` };
    return { retry: false };
  }
}

function parse(text: string): { type?: unknown; message?: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

const gatewayType = (text: string) => parse(text).type;
/** MSG91's own words, cut short, with the code blanked should the gateway ever quote it back. */
const gatewayMessage = (text: string, code: string) => {
  const message = parse(text).message;
  return typeof message === 'string' ? message.slice(0, 200).replaceAll(code, '****') : 'no message';
};
