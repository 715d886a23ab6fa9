import type { Actor } from '../../lib/actor';
import type { ConfirmableItem, GoLive, GoLiveItem, GoLiveItemState } from '@laundry/shared/contracts/go-live';
import type { GoLiveRepository } from './go-live.repository';
import { readConfirmed, type ShopSettingsService } from './shop-settings.service';

/** Kept beside the confirmations: when an admin was first shown the checklist. */
const SEEN = 'seen';

export interface GoLiveOptions {
  /** A message provider (WhatsApp or MSG91) is configured: the messages item needs no tap. */
  messagesConfigured: boolean;
  /** Passwords no admin may still have (the demo account's). */
  demoPasswords: readonly string[];
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  clock: () => number;
}

/**
 * The owner's setup checklist, read from what is stored now (docs/decisions/0083): an item is done
 * when its settings are, and, where only the owner can judge (the price list looked through),
 * when the owner confirmed it.
 */
export class GoLiveService {
  /** argon2 is slow on purpose: each hash is checked against the demo passwords once. */
  private readonly demoHash = new Map<string, Promise<boolean>>();

  constructor(
    private readonly repo: GoLiveRepository,
    private readonly shop: ShopSettingsService,
    private readonly options: GoLiveOptions,
  ) {}

  private isDemo(hash: string): Promise<boolean> {
    let known = this.demoHash.get(hash);
    if (!known) {
      known = (async () => {
        for (const password of this.options.demoPasswords) if (await this.options.verifyPassword(hash, password)) return true;
        return false;
      })();
      this.demoHash.set(hash, known);
    }
    return known;
  }

  async state(): Promise<GoLive> {
    const [row, settings, plans, hashes] = await Promise.all([this.shop.row(), this.shop.get(), this.repo.activePlans(), this.repo.adminHashes()]);
    const confirmed = readConfirmed(row.setupConfirmed);
    const demo = (await Promise.all(hashes.map((hash) => this.isDemo(hash)))).some(Boolean);
    const item = (name: GoLiveItem, missing: string, required = true): GoLiveItemState => ({
      item: name,
      done: missing === '',
      required,
      confirmedAt: confirmed[name] ?? null,
      missing,
    });
    const needs = (name: ConfirmableItem, missing = '') => (missing !== '' ? missing : confirmed[name] ? '' : 'confirm');
    const located = settings.shopLat !== null && settings.shopLng !== null;
    const profileMissing =
      !settings.name || !settings.phone || !settings.address ? 'profile' : !settings.whatsapp ? 'whatsapp' : !located ? 'map' : '';
    const offersMissing =
      settings.offersPlans && plans === 0 ? 'plans' : settings.offersBulk && !(settings.bulkPercent > 0 && settings.bulkMinPieces > 0) ? 'bulk' : '';
    const items = [
      item('profile', needs('profile', profileMissing)),
      item('social', needs('social')),
      item('upi', !settings.upiId ? 'upiId' : !settings.upiName ? 'upiName' : ''),
      item('gstin', settings.gstin ? '' : needs('gstin'), false),
      item('prices', needs('prices')),
      item('pickups', needs('pickups', settings.pickupWindows.every((day) => day === null) ? 'windows' : '')),
      item('offers', needs('offers', offersMissing)),
      item('messages', this.options.messagesConfigured ? '' : needs('messages')),
      item('password', demo ? 'password' : ''),
    ];
    return { done: items.every((i) => i.done || !i.required), seen: Boolean(confirmed[SEEN]), items };
  }

  /** The owner has been shown the checklist once (docs/decisions/0083). */
  async markSeen(by: Actor): Promise<GoLive> {
    const row = await this.shop.row();
    if (!readConfirmed(row.setupConfirmed)[SEEN]) await this.shop.confirm(SEEN, new Date(this.options.clock()), by);
    return this.state();
  }

  async confirm(name: ConfirmableItem, by: Actor): Promise<GoLive> {
    await this.shop.confirm(name, new Date(this.options.clock()), by);
    return this.state();
  }
}
