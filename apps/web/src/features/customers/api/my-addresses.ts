import { useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '@laundry/shared/contracts/addresses';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { customerKeys } from './customer-keys';

/** The signed-in account's saved addresses (Home, Hostel, Office), oldest first. */
export function fetchMyAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return apiRequest<SavedAddress[]>('/addresses', { signal });
}

/** Asked for only while someone is signed in. */
export function useMyAddresses() {
  const { token } = useSession();
  return useQuery({
    queryKey: customerKeys.myAddressesOf(token),
    queryFn: ({ signal }) => fetchMyAddresses(signal),
    enabled: Boolean(token),
    retry: false,
  });
}
