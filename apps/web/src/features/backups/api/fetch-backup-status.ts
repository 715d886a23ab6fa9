import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@laundry/shared/contracts/backups';
import { apiRequest } from '../../../lib/api-client';
import { backupKeys } from './backup-keys';

export function fetchBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return apiRequest<BackupStatus>('/admin/backups', { signal });
}

/** Backups happen at night: a minute-old answer is fresh enough. */
export function useBackupStatus() {
  return useQuery({ queryKey: backupKeys.status, queryFn: ({ signal }) => fetchBackupStatus(signal), staleTime: 60_000 });
}
