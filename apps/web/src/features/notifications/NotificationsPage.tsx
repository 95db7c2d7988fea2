import { notificationTypes } from '@sahm/domain';
import { Badge, Button, Card, EmptyState, Icon, PageBlock, Section, Skeleton, Stack, Tabs, Text, useToast, useUI, VisuallyHidden, type IconName } from '@sahm/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../lib/api';
import {
  markAllRead,
  markRead,
  notificationTypesPath,
  useNotificationPages,
  useNotificationTypes,
  type NotificationFilter,
  type NotificationItem,
  type RelativeTime,
} from './api';
import { useRealtimeEvent } from '../../app/layout/realtime';
import { LoadError } from '../../components/LoadError/LoadError';

const filters: readonly NotificationFilter[] = ['all', ...notificationTypes];

const typeIcon: Record<NotificationItem['type'], IconName> = { account_update: 'user', offers: 'gift', buy_sell: 'trendingUp' };

/** /notifications (spec.md §2, §3): by type, with relative times, marked read one by one or all at once, live. */
export default function NotificationsPage() {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const { data: types } = useNotificationTypes();
  const { mutate } = useSWRConfig();
  // A new notification over the realtime connection: the list and the counts load again.
  const [pushed, setPushed] = useState(0);
  const refetch = () => {
    setPushed((n) => n + 1);
    void mutate(notificationTypesPath);
  };
  useRealtimeEvent('user-notification', refetch);
  // Reconnected: what was pushed while the connection was away is fetched again.
  useRealtimeEvent('connected', refetch);
  const unreadOf = (f: NotificationFilter) => (f === 'all' ? (types ?? []).reduce((n, ty) => n + (ty.unread ?? 0), 0) : (types?.find((ty) => ty.type === f)?.unread ?? 0));

  return (
    <PageBlock as="section" aria-labelledby="notifications-title" paddingBlock="xl">
      <Section level={1} headingId="notifications-title" title={t({ id: 'notifications.title' })} lead={t({ id: 'notifications.lead' })} space="sm" />
      <Tabs
        label={t({ id: 'notifications.filters' })}
        value={filter}
        onValueChange={(value) => setFilter(value as NotificationFilter)}
        tabs={filters.map((value) => {
          const unread = unreadOf(value);
          return {
            value,
            label: (
              <>
                {t({ id: `notifications.type.${value}` })}
                {unread > 0 && (
                  <>
                    {' '}
                    <Badge tone="accent" aria-label={t({ id: 'notifications.unreadCount' }, { count: unread, n: format.number(unread) })}>
                      {format.number(unread)}
                    </Badge>
                  </>
                )}
              </>
            ),
            content: <NotificationList filter={value} pushed={pushed} />,
          };
        })}
      />
    </PageBlock>
  );
}

function NotificationList({ filter, pushed }: { filter: NotificationFilter; pushed: number }) {
  const t = useIntl().formatMessage;
  const toast = useToast();
  const { format } = useUI();
  const { mutate: mutateGlobal } = useSWRConfig();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useNotificationPages(filter);
  const [marking, setMarking] = useState(false);
  useEffect(() => {
    if (pushed > 0) void mutate();
  }, [pushed, mutate]);
  const items = data?.flatMap((p) => p.items) ?? [];
  const last = data?.[data.length - 1];
  const unread = data?.[0]?.unread ?? 0;
  const refresh = async () => {
    await Promise.all([mutate(), mutateGlobal(notificationTypesPath)]);
  };
  const fail = (e: unknown) => toast.show({ tone: 'error', message: e instanceof ApiError ? e.message : t({ id: 'shell.error.noResponse' }) });

  if (error && !data)
    return (
      <LoadError title={t({ id: 'notifications.error' })} error={error} onRetry={() => void mutate()} />
    );
  if (isLoading || !data)
    return (
      <Stack aria-busy="true" gap="sm" data-testid="notifications-loading">
        <VisuallyHidden>{t({ id: 'shell.loading' })}</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="rect" blockSize={72} />
        ))}
      </Stack>
    );
  if (items.length === 0)
    return <EmptyState icon="bell" title={t({ id: 'notifications.empty.title' })} description={t({ id: `notifications.empty.${filter}` })} />;

  return (
    <Stack gap="md">
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="sm">
        <Text size="sm" tone="muted" role="status">
          {t({ id: 'notifications.unreadSummary' }, { count: unread, n: format.number(unread) })}
        </Text>
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            leading="check"
            loading={marking}
            onClick={async () => {
              setMarking(true);
              try {
                await markAllRead(filter);
                await refresh();
              } catch (e) {
                fail(e);
              } finally {
                setMarking(false);
              }
            }}
          >
            {t({ id: 'notifications.markAll' })}
          </Button>
        )}
      </Stack>
      <Stack as="ul" gap="sm" aria-label={t({ id: `notifications.type.${filter}` })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((n) => (
          <Card as="li" key={n._id} data-notification-id={n._id} data-read={n.isRead} tone={n.isRead ? 'outline' : 'highlight'} padding="lg" display="flex" gap="md" alignItems="flex-start">
            <Icon name={typeIcon[n.type]} size={20} />
            <Stack gap="xxs" style={{ flex: 1, minInlineSize: 0 }}>
              <Text weight={n.isRead ? 'regular' : 'semibold'}>
                {!n.isRead && <VisuallyHidden>{t({ id: 'notifications.unread' })} </VisuallyHidden>}
                {n.message}
              </Text>
              <Text size="sm" tone="muted">
                <time dateTime={n.createdAt}>
                  <Ago relative={n.relative} />
                </time>
                {' · '}
                {t({ id: `notifications.type.${n.type}` })}
              </Text>
            </Stack>
            {!n.isRead && (
              <Button
                variant="ghost"
                size="sm"
                onClick={async () => {
                  try {
                    await markRead([n._id]);
                    await refresh();
                  } catch (e) {
                    fail(e);
                  }
                }}
              >
                {t({ id: 'notifications.markOne' })}
                <VisuallyHidden>: {n.message}</VisuallyHidden>
              </Button>
            )}
          </Card>
        ))}
      </Stack>
      {last && last.skip + last.items.length < last.total && (
        <div>
          <Button variant="secondary" loading={isValidating && size > data.length} onClick={() => void setSize(size + 1)}>
            {t({ id: 'notifications.more' })}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** "now", "5 minutes ago", "2 days ago"… (spec.md §3), in the reader's language and digits. */
export function Ago({ relative }: { relative: RelativeTime }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  if (relative.unit === 'now') return <>{t({ id: 'notifications.ago.now' })}</>;
  return <>{t({ id: `notifications.ago.${relative.unit}` }, { count: relative.value, n: format.number(relative.value) })}</>;
}
