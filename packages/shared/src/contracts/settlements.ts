import { z } from 'zod';

/** Gateway settlements (docs/decisions/0088). Every amount is rupees. */

export const settlementSchema = z.object({
  /** setl_… */
  _id: z.string(),
  utr: z.string(),
  status: z.string(),
  settledAt: z.string(),
  /** net + fees + tax: what the settled payments came to, less refunds */
  gross: z.number(),
  fees: z.number(),
  /** GST on the fees */
  tax: z.number(),
  /** credited to the bank */
  net: z.number(),
  /** How many gateway payments it covers. */
  payments: z.number(),
  /** The bank statement line it arrived as; null: not in an uploaded statement yet. */
  inBank: z.object({ lineId: z.string(), valueDate: z.string() }).nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** Online payments in the ledger that no stored settlement lists yet. */
export const awaitingSettlementSchema = z.object({ amount: z.number(), count: z.number() });

export const gatewaySettlementsSchema = z.object({
  /** Newest first, at most SETTLEMENTS_SHOWN. */
  settlements: z.array(settlementSchema),
  /** Over every stored settlement. */
  totals: z.object({ gross: z.number(), fees: z.number(), tax: z.number(), net: z.number(), inBank: z.number() }),
  awaiting: awaitingSettlementSchema,
});
export type GatewaySettlements = z.infer<typeof gatewaySettlementsSchema>;

export const fetchedSettlementsSchema = gatewaySettlementsSchema.extend({
  /** Settlements this fetch stored: the others were known. */
  added: z.number(),
});
export type FetchedSettlements = z.infer<typeof fetchedSettlementsSchema>;

export const SETTLEMENTS_SHOWN = 60;

/** The gateway's part of a day's takings. */
export const gatewayTakingsSchema = z.object({
  /** The day's online payments, as captured (gross). */
  received: z.number(),
  /** The settlements the gateway made that day. */
  settled: z.object({ gross: z.number(), fees: z.number(), tax: z.number(), net: z.number(), inBank: z.number() }),
  /** Now, whatever the day. */
  awaiting: awaitingSettlementSchema,
});
export type GatewayTakings = z.infer<typeof gatewayTakingsSchema>;
