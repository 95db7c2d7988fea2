import { Button, EmptyState } from '@sahm/ui';
import { useIntl } from 'react-intl';

/** A list or section whose data could not be loaded: the shared "something went wrong", announced, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <EmptyState
      role="alert"
      icon="warning"
      title={t({ id: 'shell.error.page' })}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t({ id: 'shell.error.retry' })}
        </Button>
      }
    />
  );
}
