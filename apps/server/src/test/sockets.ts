import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { errorCodeSchema, type ErrorCode } from '@laundry/shared/contracts/errors';

/** A socket.io client on one namespace; resolves once connected, rejects with the connect error. */
export function connectSocket(baseUrl: string, namespace: string, token?: string): Promise<Socket> {
  const socket = io(`${baseUrl}${namespace}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The connect error a refused handshake gives, or null when the socket connected. */
export async function connectError(baseUrl: string, namespace: string, token?: string): Promise<Error | null> {
  try {
    const socket = await connectSocket(baseUrl, namespace, token);
    socket.close();
    return null;
  } catch (error) {
    return error as Error;
  }
}

/** The code a refused handshake carries in `err.data.code`. */
export function connectErrorCode(error: Error | null): ErrorCode | undefined {
  const data: unknown = error && 'data' in error ? error.data : undefined;
  const parsed = z.object({ code: errorCodeSchema }).safeParse(data);
  return parsed.success ? parsed.data.code : undefined;
}

/** Every payload a socket receives, by event name, from now on. */
export function recordEvents(socket: Socket): Map<string, unknown[]> {
  const seen = new Map<string, unknown[]>();
  socket.onAny((event: string, payload: unknown) => {
    seen.set(event, [...(seen.get(event) ?? []), payload]);
  });
  return seen;
}

/** The first payload of `event` that satisfies `match`; start waiting before the action that causes it. */
export function waitForEvent<T = unknown>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No ${event} event within ${timeoutMs} ms`));
    }, timeoutMs);
    function listener(payload: T) {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }
    socket.on(event, listener);
  });
}

/** Resolves with the disconnect reason. */
export function waitForDisconnect(socket: Socket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`Socket still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
