import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Statement, UploadStatementBody } from '@laundry/shared/contracts/statements';
import { apiRequest } from '../../../lib/api-client';
import { statementKeys } from './statement-keys';

/** The file's rows as read in the browser; the server finds the credits and proposes matches. */
export function uploadStatement(body: UploadStatementBody): Promise<Statement> {
  return apiRequest<Statement>('/admin/statements', { method: 'POST', body });
}

export function useUploadStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadStatement,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: statementKeys.open });
      void client.invalidateQueries({ queryKey: statementKeys.settlements });
    },
  });
}
