import type { Kysely } from 'kysely';

/*
 * A reset code sent by the shop (an admin, for a customer locked out by wrong guesses) names the
 * admin who sent it. Such a code is checked even while the phone's reset is locked, and only
 * customer requests count against the three-an-hour limit (docs/decisions/0028).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('password_reset_codes').addColumn('issued_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('password_reset_codes').dropColumn('issued_by').execute();
}
