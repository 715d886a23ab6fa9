import type { Receipt } from '@laundry/shared/contracts/payments';
import { fromPaise } from '@laundry/shared/rules/money';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { ReceiptsRepository } from './receipts.repository';

/** A payment's receipt as the customer and the shop read it (docs/decisions/0073). */
export class ReceiptsService {
  constructor(private readonly repo: ReceiptsRepository) {}

  /** The order's customer and admins; anyone else is told the order is missing, as for any order. */
  async find(user: UserRow, orderId: string, paymentId: string): Promise<Receipt> {
    const owner = await this.repo.orderOwner(orderId);
    if (!owner || (user.role !== 'admin' && owner.userId !== user.id)) throw new DomainError('not_found', 'Order not found.');
    const entry = await this.repo.entry(orderId, paymentId);
    if (!entry?.receiptNumber) throw new DomainError('not_found', 'Receipt not found.');
    const reversal = await this.repo.reversal(entry.id);
    return {
      number: entry.receiptNumber,
      paymentId: entry.id,
      orderId: entry.orderId,
      orderNumber: entry.orderNumber,
      invoiceNumber: entry.invoiceNumber,
      customerName: entry.customerName,
      phone: entry.phone,
      language: entry.userLanguage ?? 'en',
      amount: fromPaise(Number(entry.amount)),
      method: entry.method,
      reference: entry.reference,
      balanceAfter: fromPaise(Number(entry.balanceAfter ?? 0)),
      paidAt: entry.createdAt,
      recordedByName: entry.recordedByName,
      reversal: reversal ? { at: reversal.createdAt, reason: reversal.note, byName: reversal.recordedByName } : null,
    };
  }
}
