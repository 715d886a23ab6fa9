import { z } from 'zod';

/** The owner's setup checklist (docs/decisions/0083), in the order Settings → Go live lists it. */
export const GO_LIVE_ITEMS = ['profile', 'social', 'upi', 'gstin', 'prices', 'pickups', 'offers', 'messages', 'password'] as const;
export type GoLiveItem = (typeof GO_LIVE_ITEMS)[number];

/** The items the owner marks done with a tap: what the server cannot judge from the stored values alone. */
export const CONFIRMABLE_ITEMS = ['profile', 'social', 'gstin', 'prices', 'pickups', 'offers', 'messages'] as const satisfies readonly GoLiveItem[];
export type ConfirmableItem = (typeof CONFIRMABLE_ITEMS)[number];

export const goLiveItemSchema = z.object({
  item: z.enum(GO_LIVE_ITEMS),
  done: z.boolean(),
  /** false: the shop may go live without it (the GSTIN) */
  required: z.boolean(),
  /** When the owner confirmed it; null when not confirmed (or not an item confirmed by a tap). */
  confirmedAt: z.string().nullable(),
  /** What is still missing, as a key the web words in the reader's language ('' when done). */
  missing: z.string(),
});
export type GoLiveItemState = z.infer<typeof goLiveItemSchema>;

export const goLiveSchema = z.object({
  /** Every required item done: the dashboard's banner goes. */
  done: z.boolean(),
  /** An admin has been shown the checklist: the first visit to the dashboard opens it, later ones do not. */
  seen: z.boolean(),
  items: z.array(goLiveItemSchema),
});
export type GoLive = z.infer<typeof goLiveSchema>;

export const goLiveItemParams = z.object({ item: z.enum(CONFIRMABLE_ITEMS, { error: 'No such item to confirm.' }) });
