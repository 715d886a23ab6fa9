import { useSyncExternalStore } from 'react';

/**
 * The new-order chime: off by default, remembered on this device (docs/decisions/0041). A short
 * two-note tone made with Web Audio, so no sound file is downloaded.
 */
const STORAGE_KEY = 'laundry.admin.newOrderChime';
const listeners = new Set<() => void>();
let audio: AudioContext | null = null;

export function chimeEnabled(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Browsers start sound only after a tap: the toggle's own click (or any later tap) unlocks it. */
function unlock(): void {
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  audio ??= new Ctor();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
}

export function setChimeEnabled(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEY, 'on');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the setting lasts for this visit only.
  }
  if (on) unlock();
  for (const listener of listeners) listener();
}

export function useChimeEnabled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // After a reload with the chime on, the first tap anywhere lets it sound.
      const onTap = () => chimeEnabled() && unlock();
      document.addEventListener('pointerdown', onTap, { once: true });
      return () => {
        listeners.delete(listener);
        document.removeEventListener('pointerdown', onTap);
      };
    },
    chimeEnabled,
    () => false,
  );
}

/** Two short notes, quiet enough for a shop counter. */
export function playChime(): void {
  if (!chimeEnabled()) return;
  try {
    unlock();
    if (!audio) return;
    const start = audio.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.2, start + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.18 + 0.3);
      osc.connect(gain).connect(audio!.destination);
      osc.start(start + i * 0.18);
      osc.stop(start + i * 0.18 + 0.32);
    });
  } catch (error) {
    console.warn('New-order chime failed', error);
  }
}
