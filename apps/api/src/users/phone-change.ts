import { sql } from 'kysely';
import type { DB } from '../db/database';
import { confirmPassword } from './confirm-password';

/** The account's verified number as E.164 (+9647501234567), or null. */
export async function verifiedPhone(db: DB, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select(sql<string | null>`CASE WHEN is_phone_verified THEN country_code || mobile_number END`.as('phone'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.phone ?? null;
}

/**
 * Sending a code that would replace a verified number asks for the password
 * (decisions.md §13); adding a first number, or re-sending to the verified
 * one, does not. One phone code is live at a time (a new one ends the
 * previous), so a code sent before a number was verified cannot replace it
 * later without the password.
 */
export async function confirmPhoneChange(db: DB, userId: string, countryCode: string, mobileNumber: string, password: string | undefined): Promise<void> {
  const current = await verifiedPhone(db, userId);
  if (current && current !== `${countryCode}${mobileNumber}`) await confirmPassword(db, userId, password);
}
