import type { Service } from '@laundry/shared/constants';
import { createSubscriptionBody } from '@laundry/shared/contracts/subscriptions';

/**
 * The service the select now holds, read with the subscription's own schema like every other
 * field of the form: a value that is no service (a page tampered with) leaves `current` as it was.
 */
export function readService(value: string, current: Service): Service {
  const parsed = createSubscriptionBody.shape.service.safeParse(value);
  return parsed.success ? parsed.data : current;
}
