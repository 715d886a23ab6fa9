/** A short, one-way tag of the caller's Authorization header: whose kept answer is whose, without storing the token. */
export async function userTag(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
