import type { FastifyBaseLogger } from 'fastify';

/**
 * Where reset codes go. A DLT-registered template holds the words; the sender is given only the
 * template's variable (the code). It never throws: a failed send is logged (without the code)
 * and the customer, who was told "if an account exists, a code has been sent", asks again.
 */
export interface SmsSender {
  sendResetCode(phone: string, code: string): Promise<void>;
}

export type SmsLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** `******3210`: enough to tell two customers apart in the log, not enough to reach one. */
export function maskPhone(phone: string): string {
  return `******${phone.slice(-4)}`;
}

/**
 * Development and tests only (production refuses to start with it): no SMS leaves the machine,
 * and the code is not written anywhere — a log is read by more people than the customer.
 * With OTP_ECHO on, the API answer carries the code instead.
 */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendResetCode(phone: string): Promise<void> {
    this.log.info({ sms: { to: maskPhone(phone), provider: 'log' } }, 'Password reset code made (log sender: no SMS sent; the code is not logged)');
  }
}
