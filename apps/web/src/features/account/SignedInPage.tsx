import { Button, EmptyState } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The signed-in area's screens (dashboard, portfolio, …) arrive with the
 * signed-in area issue; until then their routes exist so the guard rules of
 * spec.md §2 hold, and this says so plainly.
 */
export default function SignedInPage({ screen }: { screen: string }) {
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby="signed-in-title" data-screen={screen} style={{ padding: 24 }}>
      <h1 id="signed-in-title" style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t({ id: `shell.nav.${screen === 'dashboard' ? 'dashboard' : screen === 'portfolio' ? 'portfolio' : screen === 'transactions' ? 'transactions' : screen === 'settings' ? 'settings' : 'dashboard'}` })}
      </h1>
      <EmptyState
        icon="building"
        title={t({ id: 'shell.comingNext.title' })}
        description={t({ id: 'shell.comingNext.description' })}
        action={
          <Button asChild>
            <Link to={paths.home.getHref()}>{t({ id: 'shell.nav.home' })}</Link>
          </Button>
        }
      />
    </section>
  );
}
