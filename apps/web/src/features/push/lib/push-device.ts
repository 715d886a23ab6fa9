import type { PushSubscriptionBody } from '@laundry/shared/contracts/push';

/** What this browser can do about notifications. */
export type DeviceState = 'unsupported' | 'no-worker' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker, if one is registered (the app registers it; this never does). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

export async function deviceState(): Promise<{ state: DeviceState; subscription: PushSubscription | null }> {
  if (!pushSupported()) return { state: 'unsupported', subscription: null };
  if (Notification.permission === 'denied') return { state: 'blocked', subscription: null };
  const worker = await registration();
  if (!worker) return { state: 'no-worker', subscription: null };
  const subscription = await worker.pushManager.getSubscription();
  return { state: subscription && Notification.permission === 'granted' ? 'on' : 'off', subscription };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Asks the person (the browser's own prompt), then subscribes this browser with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionBody | 'blocked' | 'no-worker'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const worker = await registration();
  if (!worker) return 'no-worker';
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
