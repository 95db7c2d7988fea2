import type { MessageCode, Profile as ProfileAnswer, TwoFactorMethod, UpdateProfileBody } from '@sahm/domain';
import { sql, type Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { UsersTable } from '../db/schema';
import { AppError, unauthorized } from '../http/errors';
import { sendSecurityNotice } from '../notifications/outside';
import { confirmPassword, passwordRequired } from './confirm-password';
import { deleteProfileImage, profileImageUrl, storeProfileImage } from './images';

const profileColumns = [
  'id',
  'email',
  'username',
  'role',
  'full_name',
  'date_of_birth',
  'city',
  'address_line1',
  'is_email_verified',
  'two_factor',
  'country_code',
  'mobile_number',
  'is_phone_verified',
  'profile_image',
  'kyc_status',
  'kyc_reason',
  'notification_prefs',
  'language',
] as const;

type ProfileRow = Pick<Selectable<UsersTable>, (typeof profileColumns)[number]>;

/** The signed-in user as the web app needs it (spec.md §3 User/session). Never the password hash. */
export function presentProfile(row: ProfileRow): ProfileAnswer {
  return {
    _id: row.id,
    email: row.email,
    username: row.username,
    fullName: row.full_name,
    dateOfBirth: row.date_of_birth,
    city: row.city,
    addressLine1: row.address_line1,
    isEmailVerified: row.is_email_verified,
    _2FA: { withEmail: row.two_factor === 'email', withPhone: row.two_factor === 'mobile' },
    twoFactor: row.two_factor,
    mobile: { countryCode: row.country_code, mobileNumber: row.mobile_number, verified: row.is_phone_verified },
    isPhoneVerified: row.is_phone_verified,
    profileImage: profileImageUrl(row.profile_image),
    kycStatus: row.kyc_status,
    isKycVerified: row.kyc_status === 'verified',
    kycReason: row.kyc_status === 'rejected' ? row.kyc_reason : null,
    role: row.role,
    notificationPreferences: row.notification_prefs,
    language: row.language,
  };
}
export type Profile = ProfileAnswer;

/** The security notice that tells the owner their two-step method changed. */
const TWO_FACTOR_NOTICE: Record<TwoFactorMethod, MessageCode> = {
  none: 'SECURITY_TWO_FACTOR_OFF',
  email: 'SECURITY_TWO_FACTOR_EMAIL',
  mobile: 'SECURITY_TWO_FACTOR_MOBILE',
};

const verifyPhoneFirst = () => new AppError(400, 'VERIFY_PHONE_FIRST', undefined, [{ field: 'twoFactor', code: 'VERIFY_PHONE_FIRST' }]);

export async function getProfile(ctx: AppContext, userId: string): Promise<Profile> {
  const row = await ctx.db.selectFrom('users').select(profileColumns).where('id', '=', userId).executeTakeFirst();
  // The session was valid a moment ago; a vanished account is a dead session.
  if (!row) throw unauthorized();
  return presentProfile(row);
}

/**
 * Applies a validated profile update and, when given, a new photo (already
 * re-encoded). Changing the two-step method needs the password
 * (confirmPassword; a password that is sent is always checked), and mobile
 * needs a verified phone, checked first. One transaction with the row locked:
 * the checks and the write see the same state; the CHECK constraint on users
 * backs the phone rule. The new file is written only once the row is updated,
 * and removed again if the transaction fails; the replaced file is removed
 * after commit. A changed two-step method also sends a security notice.
 */
export async function updateProfile(ctx: AppContext, userId: string, body: UpdateProfileBody, photo?: Buffer): Promise<Profile> {
  const { password, ...input } = body;
  if (Object.keys(input).length === 0 && !photo) throw new AppError(400, 'VALIDATION_FAILED');
  if (input.twoFactor !== undefined) {
    const now = await ctx.db.selectFrom('users').select(['two_factor', 'is_phone_verified']).where('id', '=', userId).executeTakeFirst();
    if (!now) throw unauthorized();
    if (input.twoFactor === 'mobile' && !now.is_phone_verified) throw verifyPhoneFirst();
    if (input.twoFactor !== now.two_factor && password === undefined) throw passwordRequired();
  }
  // Checked before the row is locked: argon2 is slow on purpose.
  const confirmed = password !== undefined;
  if (confirmed) await confirmPassword(ctx.db, userId, password);
  let newFile: string | null = null;
  let oldFile: string | null = null;
  try {
    const { row, notification, twoFactorChanged } = await ctx.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('users')
        .select(['is_phone_verified', 'profile_image', 'two_factor'])
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!current) throw unauthorized();
      if (input.twoFactor === 'mobile' && !current.is_phone_verified) throw verifyPhoneFirst();
      const twoFactorChanged = input.twoFactor !== undefined && input.twoFactor !== current.two_factor;
      if (twoFactorChanged && !confirmed) throw passwordRequired();
      if (photo) newFile = await storeProfileImage(ctx.config, photo);
      const updated = await trx
        .updateTable('users')
        .set({
          ...(input.fullName !== undefined ? { full_name: input.fullName } : {}),
          ...(input.dateOfBirth !== undefined ? { date_of_birth: input.dateOfBirth } : {}),
          ...(input.city !== undefined ? { city: input.city } : {}),
          ...(input.addressLine1 !== undefined ? { address_line1: input.addressLine1 } : {}),
          ...(input.twoFactor !== undefined ? { two_factor: input.twoFactor } : {}),
          ...(input.language !== undefined ? { language: input.language } : {}),
          // Merged in SQL so keys the client did not send keep their stored values.
          ...(input.notificationPreferences !== undefined
            ? { notification_prefs: sql<string>`notification_prefs || ${JSON.stringify(input.notificationPreferences)}::jsonb` }
            : {}),
          ...(newFile ? { profile_image: newFile } : {}),
          updated_at: sql`now()`,
        })
        .where('id', '=', userId)
        .returning(profileColumns)
        .executeTakeFirstOrThrow();
      const notification = await ctx.notifier.notify(userId, 'account_update', 'PROFILE_UPDATED', {}, trx);
      oldFile = newFile ? current.profile_image : null;
      return { row: updated, notification, twoFactorChanged };
    });
    await ctx.notifier.publish(notification);
    if (twoFactorChanged) await sendSecurityNotice(ctx, userId, TWO_FACTOR_NOTICE[row.two_factor]);
    await deleteProfileImage(ctx.config, oldFile).catch(() => undefined);
    return presentProfile(row);
  } catch (error) {
    await deleteProfileImage(ctx.config, newFile).catch(() => undefined);
    // The CHECK (two_factor <> 'mobile' OR is_phone_verified) fired: the phone went away meanwhile.
    if ((error as { code?: string }).code === '23514') throw verifyPhoneFirst();
    throw error;
  }
}

/**
 * Removes the profile photo (DELETE /user/user/profile-image): the row is
 * cleared under its lock, the file goes after commit. With no photo it
 * answers the profile unchanged, so a repeated call is harmless.
 */
export async function removeProfileImage(ctx: AppContext, userId: string): Promise<Profile> {
  const { row, oldFile } = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select(['profile_image']).where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
    if (!current) throw unauthorized();
    const updated = await trx
      .updateTable('users')
      .set({ profile_image: null, updated_at: sql`now()` })
      .where('id', '=', userId)
      .returning(profileColumns)
      .executeTakeFirstOrThrow();
    return { row: updated, oldFile: current.profile_image };
  });
  await deleteProfileImage(ctx.config, oldFile).catch(() => undefined);
  return presentProfile(row);
}
