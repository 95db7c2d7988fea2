import { Button, EmptyState, PageBlock, VisuallyHidden } from '@sahm/ui';
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
    <PageBlock as="section" aria-labelledby="signed-in-title" data-screen={screen} paddingBlock="xl">
      <VisuallyHidden as="h1" id="signed-in-title">
        {t({ id: `shell.nav.${screen === 'dashboard' ? 'dashboard' : screen === 'portfolio' ? 'portfolio' : screen === 'transactions' ? 'transactions' : screen === 'settings' ? 'settings' : 'dashboard'}` })}
      </VisuallyHidden>
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
    </PageBlock>
  );
}
