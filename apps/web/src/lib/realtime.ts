import { io, type Socket } from 'socket.io-client';
import {
  ADMIN_NAMESPACE,
  CUSTOMER_NAMESPACE,
  SOCKET_OPTIONS,
  type AdminServerEvents,
  type CustomerServerEvents,
} from '@laundry/shared/contracts/socket-events';
import { apiOrigin } from '../config/runtime-config';
import { getSession } from './session';

/** What each namespace pushes, as the shared payload schemas type it; the clients emit nothing. */
interface NamespaceEvents {
  [ADMIN_NAMESPACE]: AdminServerEvents;
  [CUSTOMER_NAMESPACE]: CustomerServerEvents;
}

export type LiveSocket<N extends keyof NamespaceEvents> = Socket<NamespaceEvents[N], Record<string, never>>;

/**
 * A socket.io connection to one namespace of the API origin with the stored token as auth
 * (spec section 7: websocket then polling, path /socket.io, 1-5 s reconnection, 20 s time-out).
 * Each reconnect re-reads the token, so a new sign-in is picked up.
 */
export function connectNamespace<N extends keyof NamespaceEvents>(namespace: N): LiveSocket<N> {
  const socket: LiveSocket<N> = io(`${apiOrigin()}${namespace}`, {
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    auth: (cb) => cb({ token: getSession().token ?? '' }),
  });
  socket.on('connect_error', (error) => {
    console.warn(`Live updates (${namespace}) could not connect: ${error.message}`);
  });
  return socket;
}

/**
 * After a connect_error: true when the server turned the handshake down (its auth check
 * refused the token), false for a network failure that socket.io is already retrying. This
 * is socket.io's own signal (`active` drops to false on a refusal), not the error's wording.
 */
export function connectionRefused(socket: { readonly active: boolean }): boolean {
  return !socket.active;
}
