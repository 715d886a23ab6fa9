import { transaction } from '../../db/db';
import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { PaymentMethod } from '@laundry/shared/constants';
import type { OpenStatementLines, Statement, StatementLine, UploadStatementBody } from '@laundry/shared/contracts/statements';
import { fromPaise } from '@laundry/shared/rules/money';
import { lineCarriesUtr, matchStatementLines, type ProposedMatch } from '@laundry/shared/rules/statement-matcher';
import { readStatement, type StatementCredit } from '@laundry/shared/rules/statement-reader';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService } from '../orders/orders.public';
import { appendPayment } from '../payments/payments.public';
import { settleOpenLines } from './settle-lines';
import type {
  NewStatementLine,
  PendingReportRow,
  StatementLineRow,
  StatementRow,
  StatementsRepository,
  UnpaidOrderRow,
} from './statements.repository';

/**
 * A credit's identity across uploads: the same date, narration, reference and amount, and the
 * how-many-th such credit of the file it is (two ₹500 UPI credits from one person on one day
 * are two payments; the same file uploaded again gives the same keys).
 */
export function lineKeys(lines: readonly StatementCredit[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = [line.valueDate, line.narration, line.reference, String(line.credit)].join('|');
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return createHash('sha256').update(`${base}|${occurrence}`).digest('hex');
  });
}

/** A UPI narration carries "UPI"; other credits to the account are bank transfers (NEFT, IMPS, RTGS). */
export function methodOf(narration: string): PaymentMethod {
  return /(^|[^a-z])upi([^a-z]|$)/i.test(narration) ? 'upi' : 'netbanking';
}

/** The reference kept on the ledger entry: the reported UTR, a UPI narration's 12-digit UTR, else the bank's reference. */
export function ledgerReference(line: { narration: string; reference: string }, reportedUtr: string | null): string {
  if (reportedUtr) return reportedUtr.slice(0, 40);
  if (methodOf(line.narration) === 'upi') {
    const utr = /(?<!\d)\d{12}(?!\d)/.exec(line.narration);
    if (utr) return utr[0];
  }
  const reference = line.reference
    .replace(/[^A-Za-z0-9 /-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
    .trim();
  return /[A-Za-z0-9]/.test(reference) ? reference : '';
}

interface Proposals {
  /** The open credits they were worked out over, oldest first. */
  open: StatementLineRow[];
  byLine: Map<string, ProposedMatch>;
  orders: Map<string, UnpaidOrderRow>;
  reports: PendingReportRow[];
}

/** Not recorded: skipped by this confirm. */
class Stale extends Error {}

export class StatementsService {
  constructor(
    private readonly repo: StatementsRepository,
    private readonly orders: OrdersService,
  ) {}

  async upload(body: UploadStatementBody, user: UserRow): Promise<Statement> {
    const reading = readStatement(body.rows);
    if (!reading.ok) throw new DomainError('statement_unreadable', reading.message);
    const now = new Date().toISOString();
    const statement = { id: randomUUID(), fileName: body.fileName.trim(), uploadedBy: user.id, createdAt: now };
    const keys = lineKeys(reading.lines);
    const rows: NewStatementLine[] = reading.lines.map((line, i) => ({
      id: randomUUID(),
      statementId: statement.id,
      lineKey: keys[i]!,
      valueDate: line.valueDate,
      narration: line.narration,
      reference: line.reference,
      credit: line.credit,
      status: 'unmatched',
      orderId: null,
      paymentId: null,
      createdAt: now,
    }));
    await this.repo.insert(statement, rows);
    // A gateway settlement's credit is the settlement's, never an order's (docs/decisions/0088).
    await settleOpenLines(this.repo.db);
    // One row per distinct key: a key repeated in the file is impossible (the occurrence differs).
    const lines = await this.repo.linesByKeys(keys);
    const added = lines.filter((line) => line.statementId === statement.id).length;
    return { ...(await this.answer(statement, lines)), added, alreadyKnown: lines.length - added };
  }

  async get(id: string): Promise<Statement> {
    const statement = await this.find(id);
    const lines = await this.repo.linesOfStatement(id);
    return { ...(await this.answer(statement, lines)), added: lines.length, alreadyKnown: 0 };
  }

  /** Every credit not yet recorded, across uploads: unmatched credits stay listed. */
  async open(): Promise<OpenStatementLines> {
    const proposals = await this.proposals();
    return { lines: proposals.open.map((line) => this.toLine(line, proposals)) };
  }

  /**
   * Records each chosen line that has a proposal now, each in its own transaction: the line is
   * claimed (only from open), the order's row taken, the payment appended, the customer's
   * pending report of that UTR confirmed. A line recorded meanwhile, or whose order was paid
   * meanwhile, is skipped. The changed orders are announced once all have committed.
   */
  async confirm(id: string, lineIds: readonly string[], user: UserRow): Promise<Statement> {
    await this.find(id);
    const proposals = await this.proposals();
    const wanted = new Set(lineIds);
    const changed = new Set<string>();
    for (const line of proposals.open) {
      const proposal = proposals.byLine.get(line.id);
      if (!wanted.has(line.id) || line.statementId !== id || !proposal) continue;
      try {
        await transaction(this.repo.db, (trx) => this.record(trx, line, proposal.orderId, proposals.reports, user));
        changed.add(proposal.orderId);
      } catch (error) {
        if (!(error instanceof Stale)) throw error;
      }
    }
    for (const orderId of changed) await this.orders.publishUpdated(orderId);
    return this.get(id);
  }

  private async record(
    trx: Transaction<Database>,
    line: StatementLineRow,
    orderId: string,
    reports: readonly PendingReportRow[],
    user: UserRow,
  ): Promise<void> {
    const now = new Date();
    if (!(await this.repo.claimLine(trx, line.id, orderId))) throw new Stale();
    const due = await this.repo.lockOrderDue(trx, orderId, now.toISOString());
    if (due === undefined || due <= 0) throw new Stale();
    const report = reports.find((r) => r.orderId === orderId && lineCarriesUtr(line, r.reference));
    const paymentId = await appendPayment(
      trx,
      {
        orderId,
        method: methodOf(line.narration),
        amount: Number(line.credit),
        reference: ledgerReference(line, report?.reference ?? null),
        note: '',
        source: 'statement',
        correctsId: null,
        statementLineId: line.id,
        recordedBy: user.id,
        recordedByName: user.name,
        at: now,
      },
      user,
    );
    await this.repo.setPayment(trx, line.id, paymentId);
    if (report) await this.repo.confirmReport(trx, report.id, paymentId, user.id, now.toISOString());
  }

  private async find(id: string): Promise<StatementRow> {
    const statement = await this.repo.findStatement(id);
    if (!statement) throw new DomainError('not_found', 'Statement not found.');
    return statement;
  }

  /**
   * Proposals are worked out over all open credits at once, against the orders unpaid now, so
   * every screen (an upload, a statement, the open list) and the confirm agree, and no order is
   * proposed for two credits anywhere.
   */
  private async proposals(): Promise<Proposals> {
    const [open, unpaid, reports] = await Promise.all([this.repo.openLines(), this.repo.unpaidOrders(), this.repo.pendingReports()]);
    const byLine = matchStatementLines(
      open.map((line) => ({ id: line.id, narration: line.narration, reference: line.reference, credit: Number(line.credit) })),
      unpaid.map((order) => ({ ...order, upiReferences: reports.filter((r) => r.orderId === order.id).map((r) => r.reference) })),
    );
    return { open, byLine, orders: new Map(unpaid.map((order) => [order.id, order])), reports };
  }

  private async answer(statement: StatementRow, lines: readonly StatementLineRow[]): Promise<Omit<Statement, 'added' | 'alreadyKnown'>> {
    const proposals = await this.proposals();
    return {
      _id: statement.id,
      fileName: statement.fileName,
      createdAt: statement.createdAt,
      lines: lines.map((line) => this.toLine(line, proposals)),
    };
  }

  private toLine(line: StatementLineRow, { byLine, orders }: Proposals): StatementLine {
    const proposal = line.status === 'recorded' ? undefined : byLine.get(line.id);
    const order = proposal ? orders.get(proposal.orderId) : undefined;
    const base = {
      _id: line.id,
      statementId: line.statementId,
      valueDate: line.valueDate,
      narration: line.narration,
      reference: line.reference,
      credit: fromPaise(Number(line.credit)),
    };
    if (line.status === 'settled')
      return { ...base, status: 'settled', match: null, ...(line.settlementId ? { settlementId: line.settlementId } : {}) };
    if (line.status === 'recorded' || line.status === 'ignored') {
      return { ...base, status: line.status, match: null, ...(line.recordedOrderNumber ? { recordedOrderNumber: line.recordedOrderNumber } : {}) };
    }
    if (!proposal || !order) return { ...base, status: 'unmatched', match: null };
    return {
      ...base,
      status: 'matched',
      match: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        invoiceNumber: order.invoiceNumber,
        customerName: order.customerName,
        due: fromPaise(order.due),
        strength: proposal.strength,
        reason: proposal.reason,
      },
    };
  }
}
