import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Statement, StatementLine } from '@laundry/shared/contracts/statements';
import { apiRequest } from '../../../lib/api-client';
import { statementKeys } from './statement-keys';

export function confirmStatementLines(statementId: string, lineIds: string[]): Promise<Statement> {
  return apiRequest<Statement>(`/admin/statements/${encodeURIComponent(statementId)}/confirm`, { method: 'POST', body: { lineIds } });
}

/**
 * Records the ticked proposals. The list holds credits of several uploads; each upload's lines
 * are confirmed under it. Answers how many were recorded (a line recorded meanwhile is not).
 */
export async function confirmLines(lines: readonly StatementLine[]): Promise<number> {
  const byStatement = new Map<string, string[]>();
  for (const line of lines) byStatement.set(line.statementId, [...(byStatement.get(line.statementId) ?? []), line._id]);
  const wanted = new Set(lines.map((line) => line._id));
  let recorded = 0;
  for (const [statementId, ids] of byStatement) {
    const answer = await confirmStatementLines(statementId, ids);
    recorded += answer.lines.filter((line) => wanted.has(line._id) && line.status === 'recorded').length;
  }
  return recorded;
}

export function useConfirmStatementLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmLines,
    // The orders themselves reach the dashboard live (orderUpdated); the open credits are read again.
    onSettled: () => void client.invalidateQueries({ queryKey: statementKeys.open }),
  });
}
