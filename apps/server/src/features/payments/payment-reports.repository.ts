import type { Db } from '../../db/db';
import { recordEvents } from '../outbox/outbox.public';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PaymentReportsTable } from '../../db/schema';

export type PaymentReportRow = Selectable<PaymentReportsTable>;

/** What customers say they paid by UPI: a claim, money only once the admin confirms it. */
export class PaymentReportsRepository {
  find(db: Db, id: string): Promise<PaymentReportRow | undefined> {
    return db.selectFrom('paymentReports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async hasPending(db: Db, orderId: string): Promise<boolean> {
    const found = await db
      .selectFrom('paymentReports')
      .select('id')
      .where('orderId', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return found !== undefined;
  }

  async insert(db: Db, report: { orderId: string; userId: string; amount: number; reference: string; now: string }): Promise<string> {
    const id = randomUUID();
    await db
      .insertInto('paymentReports')
      .values({
        id,
        orderId: report.orderId,
        userId: report.userId,
        amount: report.amount,
        reference: report.reference,
        status: 'pending',
        reason: '',
        decidedBy: null,
        decidedAt: null,
        paymentId: null,
        createdAt: report.now,
      })
      .execute();
    // The shop is told there is a payment to check (docs/decisions/0081).
    await recordEvents(db, [{ type: 'payment.reported', reportId: id, orderId: report.orderId, at: report.now }]);
    return id;
  }

  /**
   * Decides a pending report: only one decision ever wins (the update is conditional on the
   * report still being pending), so two admins confirming at once record one payment. Answers
   * whether this call decided it.
   */
  async decide(db: Db, id: string, decision: { status: 'confirmed' | 'rejected'; reason: string; by: string; now: string }): Promise<boolean> {
    const result = await db
      .updateTable('paymentReports')
      .set({ status: decision.status, reason: decision.reason, decidedBy: decision.by, decidedAt: decision.now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async linkPayment(db: Db, id: string, paymentId: string): Promise<void> {
    await db.updateTable('paymentReports').set({ paymentId }).where('id', '=', id).execute();
  }
}
