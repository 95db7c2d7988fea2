import { Button, EmptyState } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/api';

/**
 * A list or section whose data could not be loaded: announced, with a retry.
 * `title` names what failed (else the shared "something went wrong"); an
 * `error` the API answered says why, in the reader's language.
 */
export function LoadError({ onRetry, title, error }: { onRetry: () => void; title?: string; error?: unknown }) {
  const t = useIntl().formatMessage;
  return (
    <EmptyState
      role="alert"
      icon="warning"
      title={title ?? t({ id: 'shell.error.page' })}
      description={error instanceof ApiError ? error.message : undefined}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t({ id: 'shell.error.retry' })}
        </Button>
      }
    />
  );
}
