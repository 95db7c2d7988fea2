import { messageText } from '@sahm/domain';
import { useToast, useUI } from '@sahm/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { EmailVerificationStep } from './components/EmailVerificationStep';

/**
 * /otp: the one-time code step on its own, for the link in the e-mail
 * (?email= fills the address, ?code= the code when the link carries one).
 */
export default function OtpPage() {
  const { locale } = useUI();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() || undefined;
  const code = (searchParams.get('code') ?? '').replace(/\D/g, '').slice(0, 6);

  return (
    <EmailVerificationStep
      email={email}
      initialCode={code}
      onVerified={(verified) => {
        toast.show({ tone: 'success', message: messageText(locale, 'EMAIL_VERIFIED') });
        void navigate(paths.login.getHref(), { replace: true, state: { email: verified } });
      }}
    />
  );
}
