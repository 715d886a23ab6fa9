import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '@laundry/shared/contracts/socket-events';
import { apiOrigin } from '../config/runtime-config';
import { getSession } from '../features/auth/session';

/**
 * A socket.io connection to one namespace of the API origin with the stored token as auth
 * (spec section 7: websocket then polling, path /socket.io, 1-5 s reconnection, 20 s time-out).
 * Each reconnect re-reads the token, so a new sign-in is picked up.
 */
export function connectNamespace<Events extends Record<string, (...args: any[]) => void>>(namespace: string): Socket<Events> {
  const socket: Socket<Events> = io(`${apiOrigin()}${namespace}`, {
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    auth: (cb) => cb({ token: getSession().token ?? '' }),
  });
  socket.on('connect_error', (error) => {
    console.warn(`Live updates (${namespace}) could not connect: ${error.message}`);
  });
  return socket;
}
