/** The Customers tab's queries (under the admin screen's keys) and the signed-in account's saved addresses. */
export const customerKeys = {
  all: ['admin', 'customers'] as const,
  page: (q: string, page: number) => ['admin', 'customers', 'page', q, page] as const,
  one: (id: string) => ['admin', 'customers', 'one', id] as const,
  /** Keyed by the session, as the profile is: another sign-in on this device never reads the last one's list. */
  myAddresses: ['addresses'] as const,
  myAddressesOf: (token: string | null) => ['addresses', token] as const,
};
