import { Badge, PageBlock, Section, Skeleton, Stack, Tab, TabList, TabPanel, Tabs, useUI, VisuallyHidden } from '@sahm/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSummary } from './api';
import { AdminMessages } from './messages';
import { useAdminRoom } from './useAdminRoom';

/** The console's sections, in the order of its navigation; each is its own chunk. */
export const adminSections = ['identities', 'withdrawals', 'cash', 'users', 'properties', 'rent', 'messages', 'audit'] as const;
export type AdminSection = (typeof adminSections)[number];

export interface SectionProps {
  /** The record the section opens (a request, a user, a property), from the address. */
  id: string | null;
  /** Opens a record of this section (or the list, with null). */
  open: (id: string | null) => void;
}

const screens: Record<AdminSection, ComponentType<SectionProps>> = {
  identities: lazy(() => import('./sections/Identities')),
  withdrawals: lazy(() => import('./sections/Withdrawals')),
  cash: lazy(() => import('./sections/CashDeposits')),
  users: lazy(() => import('./sections/Users')),
  properties: lazy(() => import('./sections/Properties')),
  rent: lazy(() => import('./sections/RentRuns')),
  messages: lazy(() => import('./sections/Messages')),
  audit: lazy(() => import('./sections/AuditLog')),
};

const isSection = (value: string | null): value is AdminSection => (adminSections as readonly string[]).includes(value ?? '');

/** /admin: the operator console (decisions.md §9) — in its own words (messages.tsx), one section at a time, chosen in its own navigation. */
export default function AdminConsole() {
  return (
    <AdminMessages>
      <Console />
    </AdminMessages>
  );
}

function Console() {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const section: AdminSection = isSection(query.get('section')) ? (query.get('section') as AdminSection) : 'identities';
  const id = query.get('id');
  const { data: summary } = useSummary();
  useAdminRoom();

  const counts: Partial<Record<AdminSection, number>> = summary
    ? {
        identities: summary.pendingKycRequests,
        withdrawals: summary.pendingWithdrawals.count,
        cash: summary.cashDepositsAwaitingApproval.awaitingMe,
        messages: summary.unhandledContactMessages,
      }
    : {};
  const Screen = screens[section];

  return (
    <PageBlock width="wide" space="xl">
      <Section level={1} title={t({ id: 'admin.title' })} lead={t({ id: 'admin.lead' })} />
      <Tabs value={section} onValueChange={(next) => void navigate(paths.admin.getHref(next))} activationMode="manual">
        <TabList label={t({ id: 'admin.nav' })}>
          {adminSections.map((name) => (
            <Tab key={name} value={name}>
              {t({ id: `admin.nav.${name}` })}
              {!!counts[name] && (
                <Badge tone="warning">
                  <span aria-hidden="true">{format.number(counts[name] ?? 0)}</span>
                  <VisuallyHidden>{t({ id: 'admin.nav.waiting' }, { count: counts[name] })}</VisuallyHidden>
                </Badge>
              )}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={section}>
          <Suspense fallback={<SectionLoading />}>
            <Screen key={section} id={id} open={(next) => void navigate(paths.admin.getHref(section, next ?? undefined))} />
          </Suspense>
        </TabPanel>
      </Tabs>
    </PageBlock>
  );
}

function SectionLoading() {
  const t = useIntl().formatMessage;
  return (
    <Stack gap="md" paddingBlock="lg" aria-busy="true" aria-label={t({ id: 'admin.loading' })}>
      <Skeleton inlineSize="30%" blockSize={28} />
      <Skeleton shape="rect" blockSize={200} />
    </Stack>
  );
}
