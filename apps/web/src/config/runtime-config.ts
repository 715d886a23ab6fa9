declare global {
  interface Window {
    __APP_CONFIG__?: { apiUrl?: string };
  }
}

/** The API origin, read at run time from /runtime-config.js so one build serves any deployment. */
export function apiOrigin(): string {
  const fromServer = window.__APP_CONFIG__?.apiUrl;
  return (fromServer || `${window.location.protocol}//${window.location.hostname}:4000`).replace(/\/$/, '');
}
