/**
 * What the api answers about the signed-in account, written once for the api
 * (which builds these answers) and the web app (which reads them).
 */
import type { Locale } from '../locale';
import type { KycStatus } from './identity';
import type { NotificationPreferences, twoFactorMethods } from './user';

/** Which second factor the account uses, spelled out for the client (spec.md §4). */
export interface TwoFactorChannels {
  withEmail: boolean;
  withPhone: boolean;
}

/**
 * POST /api/auth/login: the three outcomes of spec.md §4. A token: signed in.
 * No token and isEmailVerified false: a verification code was e-mailed. No
 * token and a verified e-mail: a 2FA code went out on `_2FA`'s channel.
 */
export interface LoginAnswer {
  token: string | null;
  isEmailVerified: boolean;
  _2FA: TwoFactorChannels;
}

export type TwoFactorMethod = (typeof twoFactorMethods)[number];
export type UserRole = 'investor' | 'admin';

/** GET /api/user/user (and POST /api/user/user/update's answer): the signed-in user (spec.md §3 User/session). Never the password hash. */
export interface Profile {
  _id: string;
  email: string;
  username: string;
  fullName: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  city: string | null;
  addressLine1: string | null;
  isEmailVerified: boolean;
  _2FA: TwoFactorChannels;
  twoFactor: TwoFactorMethod;
  mobile: { countryCode: string | null; mobileNumber: string | null; verified: boolean };
  isPhoneVerified: boolean;
  /** The photo's URL under /api/user/files/profile/, or null. */
  profileImage: string | null;
  kycStatus: KycStatus;
  isKycVerified: boolean;
  /** Why identity verification was refused; null unless kycStatus is 'rejected'. */
  kycReason: string | null;
  role: UserRole;
  /**
   * What the server sends by e-mail and SMS besides security codes and
   * security notices (always sent): `accountUpdates`, `offers` and
   * `buyAndSell` pick the kinds of notification, `email` and `sms` the
   * channels (SMS only to a verified phone). In-app notifications are always kept.
   */
  notificationPreferences: NotificationPreferences;
  /** The language e-mails and SMS are written in (set with POST /user/update `language`). */
  language: Locale;
}
