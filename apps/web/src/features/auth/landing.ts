import type { Role } from '@laundry/shared/constants';

/**
 * Where sign-in leads (docs/decisions/0050). The shop owner's work is the dashboard, the
 * rider's the day's stops, a customer's the booking page. A page the guard sent the user from
 * is honoured, except that a rider is taken only to rider pages: a customer's page was never
 * theirs (the one they were on belonged to whoever used the phone before).
 */
export function landingFor(role: Role, back: string | null): string {
  if (role === 'rider') return back && isRiderPath(back) ? back : '/rider';
  return back ?? (role === 'admin' ? '/admin' : '/orders');
}

function isRiderPath(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare === '/rider' || bare.startsWith('/rider/');
}
