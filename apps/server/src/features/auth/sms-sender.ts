import type { FastifyBaseLogger } from 'fastify';

/** Where reset codes go. A real SMS gateway implements this; the default only logs. */
export interface SmsSender {
  send(phone: string, message: string): Promise<void>;
}

export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(phone: string, message: string): Promise<void> {
    this.log.info({ sms: { to: `******${phone.slice(-4)}`, message } }, 'SMS (log sender)');
  }
}
