import { transaction } from '../../db/db';
import type { z } from 'zod';
import type { PriceCategory, Service } from '@laundry/shared/constants';
import type {
  addPriceBody,
  bulkUpsertBody,
  PatchedPriceItem,
  patchPriceBody,
  PerKgBody,
  PerKgMap,
  PriceCatalogue,
  PriceChange as PriceChangeAnswer,
  PriceHistory,
} from '@laundry/shared/contracts/prices';
import { toPaise } from '@laundry/shared/rules/money';
import { DomainError } from '../../domain-error';
import type { PriceActor, PriceChange, PriceChangeRow, PriceRow, PricesRepository } from './prices.repository';
import { perKgOf, toItem, type PricesService } from './prices.service';

/** What the history keeps of an item: its category, names and the three prices as the shop wrote them. */
function snapshot(row: Pick<PriceRow, 'category' | 'name' | 'nameTe' | 'nameHi' | 'steamIron' | 'washIron' | 'dryClean'>) {
  return { category: row.category, ...toItem({ ...row, position: 0, updatedAt: '' }) };
}

const sameItem = (a: PriceRow, b: Omit<PriceRow, 'position' | 'updatedAt'>) =>
  a.name === b.name &&
  a.nameTe === b.nameTe &&
  a.nameHi === b.nameHi &&
  a.steamIron === b.steamIron &&
  a.washIron === b.washIron &&
  a.dryClean === b.dryClean;

function cursorOf(row: PriceChangeRow): string {
  return Buffer.from(JSON.stringify([row.at, row.id])).toString('base64url');
}

function readCursor(cursor: string): { at: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string')
      return { at: value[0], id: value[1] };
  } catch {
    // fall through: a garbled cursor is bad input
  }
  throw new DomainError('invalid_cursor', 'This page of the history is not one it gave.');
}

function parseJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const notFound = (name: string) => new DomainError('not_found', `No price item named "${name}".`);

/**
 * The shop's own changes to its price list (docs/decisions/0066): each is written with its record
 * of who and when in one transaction, and drops the served copies.
 */
export class PriceListService {
  constructor(
    private readonly prices: PricesRepository,
    private readonly catalogue: PricesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The one row a name (and, when it is in several categories, the category) picks. */
  private async pick(name: string, category: PriceCategory | undefined): Promise<PriceRow> {
    let matches = await this.prices.byName(name);
    if (category) matches = matches.filter((r) => r.category === category);
    if (matches.length === 0) throw notFound(name);
    if (matches.length > 1) {
      const categories = matches.map((m) => m.category).join(', ');
      throw new DomainError('price_item_ambiguous', `"${name}" is in several categories (${categories}); send category to pick one.`);
    }
    return matches[0]!;
  }

  private async nameFree(category: PriceCategory, name: string): Promise<void> {
    if ((await this.prices.byName(name)).some((r) => r.category === category)) {
      throw new DomainError('price_name_taken', `"${name}" already exists in ${category}.`);
    }
  }

  async add(input: z.output<typeof addPriceBody>, actor: PriceActor): Promise<PatchedPriceItem> {
    await this.nameFree(input.category, input.name);
    const at = this.now().toISOString();
    const row = {
      category: input.category,
      name: input.name,
      nameTe: input.names?.te ?? '',
      nameHi: input.names?.hi ?? '',
      steamIron: input.prices['Steam Iron'] ?? '-',
      washIron: input.prices['Wash Iron'] ?? '-',
      dryClean: input.prices['Dry Clean'] ?? '-',
      updatedAt: at,
    };
    await transaction(this.prices.db, async (trx) => {
      await this.prices.insert(trx, { ...row, position: await this.prices.nextPosition(trx, input.category) });
      await this.prices.record(trx, actor, at, [{ action: 'add', category: row.category, name: row.name, before: null, after: snapshot(row) }]);
    });
    this.catalogue.changed();
    return { category: row.category, ...toItem({ ...row, position: 0 }) };
  }

  async patch(name: string, input: z.output<typeof patchPriceBody>, actor: PriceActor): Promise<PatchedPriceItem> {
    const row = await this.pick(name, input.category);
    const category = input.moveTo ?? row.category;
    const newName = input.newName ?? row.name;
    if (newName !== row.name || category !== row.category) await this.nameFree(category, newName);
    const at = this.now().toISOString();
    const changes = {
      ...(newName !== row.name ? { name: newName } : {}),
      ...(input.names?.te !== undefined ? { nameTe: input.names.te } : {}),
      ...(input.names?.hi !== undefined ? { nameHi: input.names.hi } : {}),
      ...(input.prices?.['Steam Iron'] !== undefined ? { steamIron: input.prices['Steam Iron'] } : {}),
      ...(input.prices?.['Wash Iron'] !== undefined ? { washIron: input.prices['Wash Iron'] } : {}),
      ...(input.prices?.['Dry Clean'] !== undefined ? { dryClean: input.prices['Dry Clean'] } : {}),
    };
    const updated = { ...row, ...changes, category };
    await transaction(this.prices.db, async (trx) => {
      const moved = category !== row.category ? { category, position: await this.prices.nextPosition(trx, category) } : {};
      await this.prices.update(row.category, row.name, { ...changes, ...moved }, at, trx);
      await this.prices.record(trx, actor, at, [{ action: 'update', category, name: newName, before: snapshot(row), after: snapshot(updated) }]);
    });
    this.catalogue.changed();
    return { category, ...toItem(updated) };
  }

  /** A removed item leaves the list; the bills that named it keep their lines and names. */
  async remove(name: string, category: PriceCategory | undefined, actor: PriceActor): Promise<{ category: PriceCategory; name: string }> {
    const row = await this.pick(name, category);
    const at = this.now().toISOString();
    await transaction(this.prices.db, async (trx) => {
      if (!(await this.prices.remove(trx, row.category, row.name))) throw notFound(name);
      await this.prices.record(trx, actor, at, [{ action: 'remove', category: row.category, name: row.name, before: snapshot(row), after: null }]);
    });
    this.catalogue.changed();
    return { category: row.category, name: row.name };
  }

  /** Updates or appends every row, all or nothing; each row that changed is recorded as imported. */
  async bulkUpsert(input: z.output<typeof bulkUpsertBody>, actor: PriceActor): Promise<PriceCatalogue> {
    const at = this.now().toISOString();
    await transaction(this.prices.db, async (trx) => {
      const before = new Map((await this.prices.all(trx)).map((r) => [`${r.category}\u0000${r.name}`, r]));
      const changes: PriceChange[] = [];
      for (const it of input.items) {
        const was = before.get(`${it.category}\u0000${it.name}`);
        const row = {
          category: it.category,
          name: it.name,
          nameTe: it.names?.te ?? was?.nameTe ?? '',
          nameHi: it.names?.hi ?? was?.nameHi ?? '',
          steamIron: it.prices['Steam Iron'] ?? '-',
          washIron: it.prices['Wash Iron'] ?? '-',
          dryClean: it.prices['Dry Clean'] ?? '-',
        };
        await this.prices.upsert(trx, {
          category: row.category,
          name: row.name,
          steamIron: row.steamIron,
          washIron: row.washIron,
          dryClean: row.dryClean,
          // An existing row keeps its Telugu and Hindi names unless the import brings them.
          nameTe: it.names?.te ?? (was ? undefined : ''),
          nameHi: it.names?.hi ?? (was ? undefined : ''),
          updatedAt: at,
        });
        if (!was || !sameItem(was, row)) {
          changes.push({ action: 'import', category: row.category, name: row.name, before: was ? snapshot(was) : null, after: snapshot(row) });
        }
      }
      await this.prices.record(trx, actor, at, changes);
    });
    this.catalogue.changed();
    return this.catalogue.catalogue();
  }

  async setKgRate(service: Service, input: PerKgBody, actor: PriceActor): Promise<PerKgMap> {
    const at = this.now().toISOString();
    const row = { service, rate: toPaise(input.rate), minKgCenti: Math.round(input.minKg * 100), updatedAt: at };
    const kg = await transaction(this.prices.db, async (trx) => {
      const was = (await this.prices.kgRates(trx)).find((r) => r.service === service);
      await this.prices.setKgRate(trx, row);
      const before = was ? { rate: Number(was.rate) / 100, minKg: Number(was.minKgCenti) / 100 } : null;
      await this.prices.record(trx, actor, at, [
        { action: 'per-kg', category: '', name: service, before, after: { rate: input.rate, minKg: input.minKg } },
      ]);
      return this.prices.kgRates(trx);
    });
    this.catalogue.changed();
    return perKgOf(kg);
  }

  async removeKgRate(service: Service, actor: PriceActor): Promise<PerKgMap> {
    const at = this.now().toISOString();
    const kg = await transaction(this.prices.db, async (trx) => {
      const was = (await this.prices.kgRates(trx)).find((r) => r.service === service);
      if (!was || !(await this.prices.removeKgRate(trx, service))) throw new DomainError('not_found', `${service} has no rate per kg.`);
      const before = { rate: Number(was.rate) / 100, minKg: Number(was.minKgCenti) / 100 };
      await this.prices.record(trx, actor, at, [{ action: 'per-kg', category: '', name: service, before, after: null }]);
      return this.prices.kgRates(trx);
    });
    this.catalogue.changed();
    return perKgOf(kg);
  }

  async history(limit: number, before: string | undefined): Promise<PriceHistory> {
    const rows = await this.prices.history(limit + 1, before ? readCursor(before) : null);
    const page = rows.slice(0, limit);
    const entries: PriceChangeAnswer[] = page.map((r) => ({
      _id: r.id,
      at: r.at,
      actor: { _id: r.actorId, name: r.actorName },
      action: r.action,
      category: r.category,
      name: r.name,
      before: parseJson(r.before),
      after: parseJson(r.after),
    }));
    return { entries, next: rows.length > limit ? cursorOf(page.at(-1)!) : null };
  }
}
