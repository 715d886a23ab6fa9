/** Who is acting: the signed-in account of the request being handled; null for the system. */
export interface Actor {
  id: string;
  role: string;
}

/**
 * The request's account as the actor of what it changes (the audit trail's "who"), passed down
 * explicitly from the route: an async context would tax every promise of every request.
 */
export function actorOf(user: { id: string; role: string } | null | undefined): Actor | null {
  return user ? { id: user.id, role: user.role } : null;
}
