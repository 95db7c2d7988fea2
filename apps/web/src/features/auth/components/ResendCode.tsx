import { Button, Stack, Text } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCountdown } from '../../../lib/useCountdown';

/** Seconds before another code may be asked for (spec.md §4, §9: resend after a countdown). */
export const RESEND_SECONDS = 60;

export interface ResendCodeProps {
  /** Asks for a new code; resolves true when one was sent (the countdown then starts again). */
  onResend: () => Promise<boolean>;
  /** Start counting at once, when a code was sent just before this step opened. */
  startCounting?: boolean;
}

/** "Didn't get the code?" and a resend button that waits out its countdown. */
export function ResendCode({ onResend, startCounting = false }: ResendCodeProps) {
  const t = useIntl().formatMessage;
  const { secondsLeft, start } = useCountdown(startCounting ? RESEND_SECONDS : 0);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      if (await onResend()) start(RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack direction="row" flexWrap="wrap" alignItems="center" gap="xs">
      <Text as="span" size="sm" tone="muted">
        {t({ id: 'auth.code.notReceived' })}
      </Text>
      <Button variant="ghost" size="sm" onClick={resend} loading={sending} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? t({ id: 'auth.code.resendIn' }, { seconds: secondsLeft }) : t({ id: 'auth.code.resend' })}
      </Button>
    </Stack>
  );
}
