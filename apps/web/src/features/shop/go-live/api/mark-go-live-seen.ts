import type { GoLive } from '@laundry/shared/contracts/go-live';
import { apiRequest } from '../../../../lib/api-client';

/** The checklist has been shown once (POST /admin/go-live/seen): later visits open on the dashboard. */
export function markGoLiveSeen(): Promise<GoLive> {
  return apiRequest<GoLive>('/admin/go-live/seen', { method: 'POST', body: {} });
}
