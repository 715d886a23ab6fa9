import { useSyncExternalStore } from 'react';

/**
 * The invitation to install the app (decision 0080): once the customer has booked, and never on
 * their first visit. Chrome and Edge hand over their own prompt (`beforeinstallprompt`), kept
 * here from the moment the page starts; an iPhone gets short instructions instead.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const VISITS = 'laundry.visits';
const VISIT_COUNTED = 'laundry.visitCounted';
const BOOKED = 'laundry.booked';
const DISMISSED = 'laundry.installDismissed';

let deferred: InstallPromptEvent | null = null;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage blocked: the invitation simply never shows.
  }
}

/** Counts this visit (one per browsing session) and keeps the browser's install prompt for later. */
export function watchInstallPrompt(): void {
  if (!read(() => sessionStorage, VISIT_COUNTED)) {
    write(() => sessionStorage, VISIT_COUNTED, '1');
    write(() => localStorage, VISITS, String(Number(read(() => localStorage, VISITS) ?? 0) + 1));
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own bar at a random moment: the app asks at its moment.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    write(() => localStorage, DISMISSED, '1');
    changed();
  });
}

/** A booking went through: from the next visit on, the app may invite. */
export function markBooked(): void {
  write(() => localStorage, BOOKED, '1');
}

export interface InvitationFacts {
  booked: boolean;
  visits: number;
  dismissed: boolean;
  standalone: boolean;
  canPrompt: boolean;
  ios: boolean;
}

export type Invitation = 'prompt' | 'ios' | null;

/** Whether to invite, and how: never before a booking, on the first visit, once declined, or inside the installed app. */
export function invitationFor(facts: InvitationFacts): Invitation {
  if (!facts.booked || facts.visits < 2 || facts.dismissed || facts.standalone) return null;
  if (facts.canPrompt) return 'prompt';
  return facts.ios ? 'ios' : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentInvitation(): Invitation {
  return invitationFor({
    booked: read(() => localStorage, BOOKED) === '1',
    visits: Number(read(() => localStorage, VISITS) ?? 0),
    dismissed: read(() => localStorage, DISMISSED) === '1',
    standalone: window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
    canPrompt: deferred !== null,
    ios: /iphone|ipad|ipod/i.test(navigator.userAgent),
  });
}

export function useInstallInvitation(): { invitation: Invitation; install: () => Promise<void>; dismiss: () => void } {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const invitation = typeof window === 'undefined' ? null : currentInvitation();
  return {
    invitation,
    install: async () => {
      const event = deferred;
      if (!event) return;
      deferred = null;
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'dismissed') write(() => localStorage, DISMISSED, '1');
      changed();
    },
    dismiss: () => {
      write(() => localStorage, DISMISSED, '1');
      changed();
    },
  };
}
