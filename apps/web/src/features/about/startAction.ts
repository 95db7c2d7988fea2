import type { Profile } from '@sahm/domain';
import { paths } from '../../config/paths';

export interface StartAction {
  href: string;
  /** Catalog key of the button label. */
  label: 'about.cta.login' | 'about.cta.kyc' | 'about.cta.settings' | 'about.cta.browse';
}

/**
 * The About page button (spec.md §2), sending the user to the step that
 * clears what stands between them and buying: not signed in → /login; no KYC
 * submission, or a refused one to send again → /kyc-verification; KYC
 * submitted but KYC or phone not verified yet → /settings, at the phone while
 * it is unverified (the one step left to the user while the review runs),
 * otherwise at the identity status; fully verified → /home. Undefined while
 * the signed-in profile is still loading.
 */
export function startActionFor(isLogin: boolean, profile: Profile | undefined): StartAction | undefined {
  if (!isLogin) return { href: paths.login.getHref(), label: 'about.cta.login' };
  if (!profile) return undefined;
  if (!profile.kycStatus || profile.kycStatus === 'not_verified' || profile.kycStatus === 'rejected')
    return { href: paths.kycVerification.getHref(), label: 'about.cta.kyc' };
  if (!profile.isPhoneVerified) return { href: paths.settings.getHref('phone'), label: 'about.cta.settings' };
  if (!profile.isKycVerified) return { href: paths.settings.getHref('identity'), label: 'about.cta.settings' };
  return { href: paths.home.getHref(), label: 'about.cta.browse' };
}
