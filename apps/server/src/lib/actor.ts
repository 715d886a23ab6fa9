/**
 * Who is acting: the signed-in account of the request being handled, passed down explicitly from the
 * route (`currentActor(request)`) as the audit trail's "who"; null stands for the system.
 */
export interface Actor {
  id: string;
  role: string;
}
