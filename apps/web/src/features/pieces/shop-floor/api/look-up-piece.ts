import { useMutation } from '@tanstack/react-query';
import type { ScannedPiece } from '@laundry/shared/contracts/pieces';
import { apiRequest } from '../../../../lib/api-client';

/**
 * GET /admin/pieces/:code: a scanned label (`SLL:1042-03`) or a typed code (`1042-03`) → its
 * piece and order. The server reads the code (one rule for both), so the raw text goes as it is.
 */
export function lookUpPiece(code: string): Promise<ScannedPiece> {
  return apiRequest<ScannedPiece>(`/admin/pieces/${encodeURIComponent(code)}`);
}

/** A mutation, not a query: each scan is one question, asked once, even when the same code comes twice. */
export function useLookUpPiece() {
  return useMutation({ mutationFn: lookUpPiece });
}
