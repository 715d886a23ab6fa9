import { z } from 'zod';

/** A piece's way through the shop (docs/decisions/0056). */
export const PIECE_STATES = ['received', 'cleaning', 'ready'] as const;
export type PieceState = (typeof PIECE_STATES)[number];

export const pieceSchema = z.object({
  tag: z.string(),
  service: z.string(),
  item: z.string(),
  state: z.enum(PIECE_STATES),
});
export type Piece = z.infer<typeof pieceSchema>;

/** `R3-B`: letters, digits and dashes, written upper-case; '' takes the order off its rack. */
export const RACK_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,9}$/;
const rackField = z
  .string({ error: 'rack must be text' })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || RACK_PATTERN.test(v), { error: 'A rack is up to 10 letters, digits or dashes, such as R3-B.' });

/** PUT /admin/orders/{id}/rack */
export const rackBody = z.object({ rack: rackField });

/** PATCH /admin/orders/{id}/pieces: these pieces (or every one) to the state. */
export const piecesStateBody = z.object({
  state: z.enum(PIECE_STATES, { error: `state must be one of: ${PIECE_STATES.join(', ')}` }),
  tags: z.array(z.string().max(20)).max(500).optional(),
});

/** POST /admin/racks/check: what was scanned on one rack. */
export const rackCheckBody = z.object({
  rack: rackField.refine((v) => v !== '', { error: 'Please name the rack.' }),
  codes: z.array(z.string().max(200)).max(2000),
});
export const rackCheckSchema = z.object({
  rack: z.string(),
  /** Pieces of the orders on this rack. */
  expected: z.array(z.string()),
  /** Expected and scanned. */
  found: z.array(z.string()),
  /** Expected, not scanned. */
  missing: z.array(z.object({ tag: z.string(), orderNumber: z.string() })),
  /** Scanned here, belonging elsewhere ('' = on no rack). */
  misplaced: z.array(z.object({ tag: z.string(), rack: z.string(), orderNumber: z.string() })),
  /** Codes that are no tag of ours. */
  unknown: z.array(z.string()),
});
export type RackCheck = z.infer<typeof rackCheckSchema>;

/** GET /admin/pieces/{code}: a scanned or typed code and the order it belongs to. */
export const scannedPieceSchema = z.object({
  piece: pieceSchema,
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  rack: z.string(),
});
export type ScannedPiece = z.infer<typeof scannedPieceSchema>;
export const pieceCodeParams = z.object({ code: z.string().max(200) });

/** An order as the Today board lists it. */
export const boardOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  phone: z.string(),
  pickupAddress: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  slotStart: z.string().nullable(),
  status: z.string(),
  readyBy: z.string().nullable(),
  deliverySlotStart: z.string().nullable(),
  rack: z.string(),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

/** GET /admin/today: the shop's day (IST). */
export const todayBoardSchema = z.object({
  date: z.string(),
  pickups: z.array(boardOrderSchema),
  deliveries: z.array(boardOrderSchema),
  late: z.array(boardOrderSchema),
});
export type TodayBoard = z.infer<typeof todayBoardSchema>;
