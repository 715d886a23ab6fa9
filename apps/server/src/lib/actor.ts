import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is acting: the signed-in account of the request being handled. */
export interface Actor {
  id: string;
  role: string;
}

const acting = new AsyncLocalStorage<() => Actor | null>();

/**
 * Runs a request's handler knowing its account, read when asked (the auth guard sets it before the
 * handler runs), so code deep below (the order writer's audit rows) needs no argument for it.
 */
export function runAs<T>(who: () => Actor | null, work: () => T): T {
  return acting.run(who, work);
}

/** The account of the request this runs for; null outside a request (the outbox, schedules, seeds). */
export function currentActor(): Actor | null {
  return acting.getStore()?.() ?? null;
}
