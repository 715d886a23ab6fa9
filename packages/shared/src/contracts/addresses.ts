import { z } from 'zod';
import { requiredText } from './common';
import { BOOKING_MESSAGES, pickupAddressField } from './orders';

/** A customer keeps at most this many saved addresses (docs/decisions/0070). */
export const MAX_SAVED_ADDRESSES = 5;
export const MAX_ADDRESS_LABEL_LENGTH = 30;

export const ADDRESS_MESSAGES = {
  labelRequired: 'Please name the address, such as Home or Office.',
  labelTooLong: `The name of an address can be at most ${MAX_ADDRESS_LABEL_LENGTH} characters.`,
  nothingToChange: 'Send at least one of label, address, pincode, lat or lng.',
} as const;

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, { error: `${field} is out of range` })
    .max(limit, { error: `${field} is out of range` })
    .nullable();

/** A saved address needs its pincode: the booking's area check reads it. */
const savedPincodeField = z
  .string({ error: BOOKING_MESSAGES.pincodeInvalid })
  .trim()
  .regex(/^[1-8]\d{5}$/, { error: BOOKING_MESSAGES.pincodeInvalid });

const fields = {
  label: requiredText('label', MAX_ADDRESS_LABEL_LENGTH, { required: ADDRESS_MESSAGES.labelRequired, tooLong: ADDRESS_MESSAGES.labelTooLong }),
  address: pickupAddressField,
  pincode: savedPincodeField,
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
};

/** `POST /addresses` and `POST /admin/customers/{id}/addresses`. */
export const addressBody = z.object({
  label: fields.label,
  address: fields.address,
  pincode: fields.pincode,
  lat: fields.lat.optional().transform((v) => v ?? null),
  lng: fields.lng.optional().transform((v) => v ?? null),
});
export type AddressBody = z.input<typeof addressBody>;

/** `PATCH /addresses/{id}`: any of the fields; null removes a coordinate. */
export const addressPatchBody = z
  .object({
    label: fields.label.optional(),
    address: fields.address.optional(),
    pincode: fields.pincode.optional(),
    lat: fields.lat.optional(),
    lng: fields.lng.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: ADDRESS_MESSAGES.nothingToChange, path: ['label'] });
export type AddressPatchBody = z.input<typeof addressPatchBody>;

export const savedAddressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  address: z.string(),
  pincode: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressListSchema = z.array(savedAddressSchema);

/** Saved-address routes name the address by `id`; the customer's routes add the customer's. */
export const customerAddressParams = z.object({ id: z.string().max(64), addressId: z.string().max(64) });
