import { randomUUID } from 'node:crypto';
import { MAX_INTAKE_PHOTOS, MAX_PHOTO_BYTES } from '@laundry/shared/constants';
import type { PhotoAnswer } from '@laundry/shared/contracts/rider';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { ActionKeys } from './action-keys';
import { cleanImage } from './image-clean';
import { imageTypeOf } from './image-type';
import { photosRepository, type StoredPhoto } from './photos.repository';
import type { RiderRepository } from './rider.repository';
import { orderNotFound, type RiderService } from './rider.service';

export const NOT_AN_IMAGE_MESSAGE = 'This is not a photo: send a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE_MESSAGE = `This photo is too large: each photo can be at most ${MAX_PHOTO_BYTES / 1024} KB. Please take it again at a smaller size.`;
export const TOO_MANY_PHOTOS_MESSAGE = `This order has ${MAX_INTAKE_PHOTOS} photos already, the most it can have.`;

/** How long a browser may keep a photo it was shown: a photo's bytes never change under its id. */
export const PHOTO_MAX_AGE_SECONDS = 7 * 24 * 3600;

/** The intake photos (docs/decisions/0048): taken by the rider, shown to the customer, the shop and the rider. */
export class PhotosService {
  constructor(
    private readonly repo: RiderRepository,
    private readonly keys: ActionKeys,
    private readonly rider: RiderService,
  ) {}

  /**
   * Stores one photo of the rider's order, in one transaction with its Idempotency-Key: a photo
   * sent again from the phone's outbox is stored once. Told apart by its bytes, never by the
   * type the client named, and decoded and written again without its metadata (cleanImage);
   * checked before anything is written, so a refused photo leaves nothing.
   */
  async upload(rider: UserRow, orderId: string, body: unknown, key: string | null): Promise<{ status: number; answer: PhotoAnswer }> {
    if (!Buffer.isBuffer(body)) throw new DomainError('not_an_image', NOT_AN_IMAGE_MESSAGE);
    if (!imageTypeOf(body)) throw new DomainError('not_an_image', NOT_AN_IMAGE_MESSAGE);
    if (body.length > MAX_PHOTO_BYTES) throw new DomainError('too_many_photos', PHOTO_TOO_LARGE_MESSAGE);
    const image = await cleanImage(body);
    if (!image) throw new DomainError('not_an_image', NOT_AN_IMAGE_MESSAGE);
    let shown = false;
    const result = await this.keys.once<PhotoAnswer>(key ? { key, riderId: rider.id, orderId, kind: 'photo' } : null, async (trx) => {
      const at = new Date().toISOString();
      const row = await this.repo.lock(trx, orderId, rider.id, at);
      if (!row) throw orderNotFound();
      // Photos belong to the pickup: taken at the door, or arriving late from the outbox after it.
      if (row.status !== 'Pending' && row.status !== 'In Progress') {
        throw new DomainError('stop_not_ready', `This order is ${row.status}: photos are taken at the pickup.`);
      }
      const { count, nextPosition } = await photosRepository.tally(trx, orderId);
      if (count >= MAX_INTAKE_PHOTOS) throw new DomainError('too_many_photos', TOO_MANY_PHOTOS_MESSAGE);
      const id = randomUUID();
      await photosRepository.insert(trx, {
        id,
        orderId,
        position: nextPosition,
        mime: image.mime,
        bytes: image.bytes,
        size: image.bytes.length,
        uploadedBy: rider.id,
        createdAt: at,
      });
      shown = row.intakeAt !== null;
      return { status: 201, answer: { _id: id } };
    });
    // Once picked up, the order's answer lists its photos: the customer and the shop see it arrive.
    if (!result.replayed && shown) await this.rider.announce([orderId]);
    return result;
  }

  /**
   * A photo for the order's customer, any admin, or the rider it is assigned to; to anyone else
   * the order is as missing as one that does not exist.
   */
  async photo(user: UserRow, orderId: string, photoId: string): Promise<StoredPhoto> {
    const order = await this.repo.access(orderId);
    const allowed =
      order !== undefined && (user.role === 'admin' || order.userId === user.id || (user.role === 'rider' && order.riderId === user.id));
    if (!allowed) throw orderNotFound();
    const photo = await photosRepository.find(this.repo.db, orderId, photoId);
    if (!photo) throw new DomainError('not_found', 'Photo not found.');
    return photo;
  }
}
