import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MAX_SAVED_ADDRESSES, type addressBody, type addressPatchBody, type SavedAddress } from '@laundry/shared/contracts/addresses';
import { DomainError } from '../../domain-error';
import type { AddressesRepository, AddressRow } from './addresses.repository';

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    _id: row.id,
    label: row.label,
    address: row.address,
    pincode: row.pincode,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

// Another customer's address is answered exactly as a missing one.
const notFound = () => new DomainError('not_found', 'Address not found.');

/** Saved addresses of one account, for the customer themself or for the shop on their behalf. */
export class AddressesService {
  constructor(private readonly addresses: AddressesRepository) {}

  async list(userId: string): Promise<SavedAddress[]> {
    return (await this.addresses.list(userId)).map(toSavedAddress);
  }

  async add(userId: string, input: z.output<typeof addressBody>): Promise<SavedAddress> {
    const now = new Date().toISOString();
    const row = await this.addresses.insertWithin({ id: randomUUID(), userId, ...input, createdAt: now, updatedAt: now }, MAX_SAVED_ADDRESSES);
    if (!row) {
      throw new DomainError('address_limit', `A customer can keep at most ${MAX_SAVED_ADDRESSES} addresses. Remove one before saving another.`);
    }
    return toSavedAddress(row);
  }

  async update(userId: string, id: string, input: z.output<typeof addressPatchBody>): Promise<SavedAddress> {
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const row = await this.addresses.update(userId, id, { ...changes, updatedAt: new Date().toISOString() });
    if (!row) throw notFound();
    return toSavedAddress(row);
  }

  async remove(userId: string, id: string): Promise<{ _id: string }> {
    if (!(await this.addresses.remove(userId, id))) throw notFound();
    return { _id: id };
  }
}
