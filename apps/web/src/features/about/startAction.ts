import type { Profile } from '@sahm/domain';
import { paths } from '../../config/paths';

export interface StartAction {
  href: string;
  /** Catalog key of the button label. */
  label: 'about.cta.login' | 'about.cta.kyc' | 'about.cta.settings' | 'about.cta.browse';
}

/**
 * The About page button (spec.md §2): not signed in → /login; signed in
 * without a KYC submission → /kyc-verification; KYC submitted but KYC or phone
 * not verified yet → /settings; fully verified → /home. Undefined while the
 * signed-in profile is still loading.
 */
export function startActionFor(isLogin: boolean, profile: Profile | undefined): StartAction | undefined {
  if (!isLogin) return { href: paths.login.getHref(), label: 'about.cta.login' };
  if (!profile) return undefined;
  if (!profile.kycStatus || profile.kycStatus === 'not_verified') return { href: paths.kycVerification.getHref(), label: 'about.cta.kyc' };
  if (!profile.isKycVerified || !profile.isPhoneVerified) return { href: paths.settings.getHref(), label: 'about.cta.settings' };
  return { href: paths.home.getHref(), label: 'about.cta.browse' };
}
