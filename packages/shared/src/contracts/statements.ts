import { z } from 'zod';
import { STATEMENT_LINE_STATUSES } from '../constants';
import { MATCH_REASONS } from '../rules/statement-matcher';
import { STATEMENT_MAX_ROWS } from '../rules/statement-reader';

/** Bank exports are at most a few dozen columns wide; a cell longer than this is not a statement's. */
const MAX_COLUMNS = 60;
const MAX_CELL = 1000;

/**
 * An uploaded statement as the browser read it (docs/decisions/0046): the file's rows as text
 * cells, the bank's preamble included; the server finds the header and the credits.
 */
export const uploadStatementBody = z.object({
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .min(1, { error: 'fileName is required' })
    .max(200, { error: 'fileName must be at most 200 characters' }),
  rows: z
    .array(
      z
        .array(z.string({ error: 'every cell must be text' }).max(MAX_CELL, { error: `a cell may hold at most ${MAX_CELL} characters` }), {
          error: 'every row must be a list of cells',
        })
        .max(MAX_COLUMNS, { error: `a row may have at most ${MAX_COLUMNS} columns` }),
      { error: 'rows must be a list of rows' },
    )
    .max(STATEMENT_MAX_ROWS, { error: `The statement has more than ${STATEMENT_MAX_ROWS} rows. Please upload a shorter period.` }),
});
export type UploadStatementBody = z.input<typeof uploadStatementBody>;

export const confirmStatementBody = z.object({
  lineIds: z
    .array(z.string().min(1).max(64), { error: 'lineIds must be a list of line ids' })
    .min(1, { error: 'Please choose at least one payment to record.' })
    .max(STATEMENT_MAX_ROWS, { error: `lineIds may hold at most ${STATEMENT_MAX_ROWS} ids` }),
});
export type ConfirmStatementBody = z.input<typeof confirmStatementBody>;

export const statementMatchSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  customerName: z.string(),
  /** rupees: what the order still owes */
  due: z.number(),
  strength: z.enum(['strong', 'weak']),
  reason: z.enum(MATCH_REASONS),
});
export type StatementMatch = z.infer<typeof statementMatchSchema>;

export const statementLineSchema = z.object({
  _id: z.string(),
  /** The upload that first brought this credit in. */
  statementId: z.string(),
  /** YYYY-MM-DD */
  valueDate: z.string(),
  narration: z.string(),
  reference: z.string(),
  /** rupees */
  credit: z.number(),
  /** `matched` = a proposal now; `recorded` = entered in an order's ledger. */
  status: z.enum(STATEMENT_LINE_STATUSES),
  /** The proposed order, recomputed against the orders unpaid now; null when none or recorded. */
  match: statementMatchSchema.nullable(),
  /** The order a recorded line paid. */
  recordedOrderNumber: z.string().optional(),
  /** The gateway settlement a `settled` line is (docs/decisions/0088). */
  settlementId: z.string().optional(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  /** On upload: every credit of the file, those known from an earlier upload included. */
  lines: z.array(statementLineSchema),
  /** Credits this upload added. */
  added: z.number(),
  /** Credits of the file already known from an earlier upload: recorded nothing twice. */
  alreadyKnown: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;

/** Every credit not yet recorded, across uploads, with its proposal. */
export const openStatementLinesSchema = z.object({ lines: z.array(statementLineSchema) });
export type OpenStatementLines = z.infer<typeof openStatementLinesSchema>;
