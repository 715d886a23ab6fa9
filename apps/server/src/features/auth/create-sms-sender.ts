import type { SmsSettings } from '../../config';
import { Msg91SmsSender } from './msg91-sms-sender';
import { LogSmsSender, type SmsLog, type SmsSender } from './sms-sender';

/** The sender the settings name (production accepts only MSG91: see config.ts). */
export function createSmsSender(settings: SmsSettings, log: SmsLog): SmsSender {
  return settings.provider === 'msg91' ? new Msg91SmsSender(settings, log) : new LogSmsSender(log);
}
