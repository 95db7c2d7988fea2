import type { AdminUser, AdminUserDetails, CashDepositOutcome, TransactionItem } from '@sahm/domain';
import {
  Alert,
  Button,
  Card,
  DataTable,
  Dialog,
  Heading,
  Money,
  Skeleton,
  Stack,
  Text,
  TextField,
  Tiles,
  TransactionTable,
  useUI,
} from '@sahm/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useIdempotencyKey } from '../../../lib/idempotency';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, post, usePagedList, useUserDetails } from '../api';
import { errorOf, LoadFailed, StatusBadge, TextDialog, typedNumber, useAction, When } from '../parts';

/** Users: search by e-mail, phone or name; one person's account, history, disabling and a cash deposit at a branch. */
export default function Users({ id, open }: SectionProps) {
  return id ? <UserAccount id={id} onBack={() => open(null)} /> : <UserSearch open={open} />;
}

function UserSearch({ open }: { open: (id: string) => void }) {
  const t = useIntl().formatMessage;
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = usePagedList<AdminUser>(adminKeys.users, { search });

  return (
    <Stack gap="lg">
      <Heading level={2}>{t({ id: 'admin.nav.users' })}</Heading>
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.refresh} />
      ) : (
        <DataTable
          caption={t({ id: 'admin.users.caption' })}
          toolbar={
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setSearch(draft.trim());
              }}
            >
              <Stack direction="row" gap="sm" alignItems="flex-end" flexWrap="wrap">
                <TextField
                  type="search"
                  label={t({ id: 'admin.users.search' })}
                  hint={t({ id: 'admin.users.searchHint' })}
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                />
                <Button type="submit" variant="secondary" leading="search">
                  {t({ id: 'admin.search' })}
                </Button>
              </Stack>
            </form>
          }
          rows={list.items}
          rowKey={(r) => r.id}
          loading={list.loading}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          emptyIcon="user"
          emptyTitle={t({ id: 'admin.users.empty' })}
          columns={[
            { key: 'name', header: t({ id: 'admin.col.person' }), cell: (r) => r.fullName ?? r.username, primary: true },
            { key: 'email', header: t({ id: 'admin.col.email' }), cell: (r) => <bdi>{r.email}</bdi> },
            { key: 'phone', header: t({ id: 'admin.col.phone' }), cell: (r) => (r.phone ? <bdi dir="ltr">{r.phone}</bdi> : '—') },
            { key: 'kyc', header: t({ id: 'admin.users.identity' }), cell: (r) => <StatusBadge status={r.kycStatus} /> },
            { key: 'status', header: t({ id: 'admin.col.status' }), cell: (r) => <StatusBadge status={r.disabledAt ? 'disabled' : 'active'} /> },
          ]}
          actions={(r) => (
            <Button size="sm" variant="secondary" onClick={() => open(r.id)}>
              {t({ id: 'admin.users.open' }, { name: r.fullName ?? r.username })}
            </Button>
          )}
        />
      )}
    </Stack>
  );
}

function UserAccount({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useIntl().formatMessage;
  const { data: user, error, mutate } = useUserDetails(id);
  const { mutate: mutateAll } = useSWRConfig();
  const run = useAction();
  const [disabling, setDisabling] = useState(false);
  const [depositing, setDepositing] = useState(false);
  const [enabling, setEnabling] = useState(false);

  const back = (
    <Button variant="ghost" leading="arrowStart" onClick={onBack}>
      {t({ id: 'admin.users.back' })}
    </Button>
  );
  if (error)
    return (
      <Stack gap="lg" alignItems="flex-start">
        {back}
        <LoadFailed error={error} onRetry={() => void mutate()} />
      </Stack>
    );
  if (!user)
    return (
      <Stack gap="md" aria-busy="true">
        {back}
        <Skeleton inlineSize="40%" blockSize={28} />
        <Skeleton shape="rect" blockSize={160} />
      </Stack>
    );

  const enable = async () => {
    setEnabling(true);
    const result = await run(() => post(`${adminKeys.users}/${id}/enable`));
    setEnabling(false);
    if (result.ok) await mutate();
  };

  return (
    <Stack gap="lg">
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="sm">
        {back}
        <Stack direction="row" gap="sm" flexWrap="wrap">
          <Button leading="bank" onClick={() => setDepositing(true)}>
            {t({ id: 'admin.users.cashDeposit' })}
          </Button>
          {user.disabledAt ? (
            <Button variant="secondary" loading={enabling} onClick={() => void enable()}>
              {t({ id: 'admin.users.enable' })}
            </Button>
          ) : (
            <Button variant="danger" leading="lock" onClick={() => setDisabling(true)}>
              {t({ id: 'admin.users.disable' })}
            </Button>
          )}
        </Stack>
      </Stack>
      <Heading level={2}>{user.fullName ?? user.username}</Heading>
      {user.disabledAt && (
        <Alert tone="warning" title={t({ id: 'admin.users.disabledTitle' })}>
          {user.disabledReason}
        </Alert>
      )}
      <Profile user={user} />
      <Holdings user={user} />
      <History id={id} />
      <TextDialog
        open={disabling}
        onOpenChange={setDisabling}
        title={t({ id: 'admin.users.disableTitle' })}
        description={t({ id: 'admin.users.disableHint' })}
        label={t({ id: 'admin.reason' })}
        field="reason"
        multiline
        tone="danger"
        submitLabel={t({ id: 'admin.users.disable' })}
        onSubmit={async (reason) => {
          const result = await run(() => post(`${adminKeys.users}/${id}/disable`, { reason }));
          if (!result.ok) throw result.error;
          await mutate();
        }}
      />
      <CashDepositDialog
        open={depositing}
        onOpenChange={setDepositing}
        user={user}
        onDone={async () => {
          await mutate();
          await mutateAll(adminKeys.summary);
        }}
      />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xxs">
      <Text size="sm" tone="muted">
        {label}
      </Text>
      <Text as="div" weight="semibold">
        {children}
      </Text>
    </Stack>
  );
}

function Profile({ user }: { user: AdminUserDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <Card as="section" aria-label={t({ id: 'admin.users.profile' })}>
      <Tiles as="div" minColumnSize={200} space="md">
        <Fact label={t({ id: 'admin.col.email' })}>
          <bdi>{user.email}</bdi>
        </Fact>
        <Fact label={t({ id: 'admin.col.phone' })}>{user.phone ? <bdi dir="ltr">{user.phone}</bdi> : '—'}</Fact>
        <Fact label={t({ id: 'admin.users.identity' })}>
          <StatusBadge status={user.kycStatus} />
        </Fact>
        <Fact label={t({ id: 'admin.col.status' })}>
          <StatusBadge status={user.disabledAt ? 'disabled' : 'active'} />
        </Fact>
        <Fact label={t({ id: 'admin.users.available' })}>
          <Money value={user.balance.available} />
        </Fact>
        <Fact label={t({ id: 'admin.users.held' })}>
          <Money value={user.balance.held} />
        </Fact>
        <Fact label={t({ id: 'admin.users.portfolio' })}>
          <Money value={user.totals.value} />
        </Fact>
        <Fact label={t({ id: 'admin.users.sessions' })}>{format.number(user.activeSessions)}</Fact>
        <Fact label={t({ id: 'admin.users.lastSignIn' })}>
          <When value={user.lastSignInAt} />
        </Fact>
        <Fact label={t({ id: 'admin.users.joined' })}>
          <When value={user.createdAt} />
        </Fact>
      </Tiles>
    </Card>
  );
}

function Holdings({ user }: { user: AdminUserDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <Stack gap="md">
      <Heading level={3}>{t({ id: 'admin.users.holdings' })}</Heading>
      <DataTable
        caption={t({ id: 'admin.users.holdings' })}
        rows={user.holdings}
        rowKey={(h) => h.propertyId}
        emptyIcon="building"
        emptyTitle={t({ id: 'admin.users.noHoldings' })}
        columns={[
          { key: 'name', header: t({ id: 'admin.col.property' }), cell: (h) => h.name, primary: true },
          { key: 'tokens', header: t({ id: 'admin.col.tokens' }), cell: (h) => format.number(h.ownedTokens), align: 'end' },
          { key: 'listed', header: t({ id: 'admin.users.listed' }), cell: (h) => format.number(h.listed), align: 'end' },
          { key: 'value', header: t({ id: 'admin.users.value' }), cell: (h) => <Money value={h.value} />, align: 'end', nowrap: true },
        ]}
      />
    </Stack>
  );
}

function History({ id }: { id: string }) {
  const t = useIntl().formatMessage;
  const list = usePagedList<TransactionItem>(`${adminKeys.users}/${id}/transactions`);
  return (
    <Stack gap="md">
      <Heading level={3}>{t({ id: 'admin.users.history' })}</Heading>
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.refresh} />
      ) : (
        <TransactionTable
          caption={t({ id: 'admin.users.history' })}
          timeZone="Asia/Baghdad"
          loading={list.loading}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          rows={list.items.map((item) => ({
            id: item.id,
            time: item.time,
            type: item.type,
            asset: item.asset?.name ?? t({ id: 'admin.users.wallet' }),
            tokens: item.tokens ?? undefined,
            amount: item.amount,
            paymentWith: item.paymentWith,
            status: item.status,
          }))}
        />
      )}
    </Stack>
  );
}

/** Cash paid in at a branch: credited at once up to the threshold, else it waits for a second admin. */
function CashDepositDialog({
  open,
  onOpenChange,
  user,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: AdminUserDetails;
  onDone: () => Promise<void>;
}) {
  const t = useIntl().formatMessage;
  const run = useAction();
  const { keyFor, done } = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [branch, setBranch] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; branch?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setAmount('');
      setBranch('');
      setErrors({});
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = { amount: amount.trim() ? undefined : t({ id: 'admin.required' }), branch: branch.trim() ? undefined : t({ id: 'admin.required' }) };
    if (missing.amount || missing.branch) {
      setErrors(missing);
      return;
    }
    const body = { amount: typedNumber(amount), branch: branch.trim() };
    setBusy(true);
    const result = await run(() => post<CashDepositOutcome>(`${adminKeys.users}/${user.id}/cash-deposit`, body, { idempotencyKey: keyFor(body) }));
    setBusy(false);
    if (result.ok) {
      done();
      close(false);
      await onDone();
    } else {
      const amountError = errorOf(result.error, 'amount');
      const branchError = errorOf(result.error, 'branch');
      setErrors({ amount: amountError, branch: branchError, form: amountError || branchError ? undefined : errorOf(result.error) });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="sm"
      title={t({ id: 'admin.users.cashDeposit' })}
      description={t({ id: 'admin.users.cashDepositHint' }, { name: user.fullName ?? user.username })}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <TextField
            label={t({ id: 'admin.users.amount' })}
            name="amount"
            inputMode="numeric"
            required
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors((x) => ({ ...x, amount: undefined }));
            }}
            error={errors.amount}
          />
          <TextField
            label={t({ id: 'admin.branch' })}
            name="branch"
            required
            maxLength={100}
            value={branch}
            onChange={(e) => {
              setBranch(e.target.value);
              setErrors((x) => ({ ...x, branch: undefined }));
            }}
            error={errors.branch}
          />
          <Alert tone="critical">{errors.form}</Alert>
          <Stack direction="row" gap="sm" justifyContent="flex-end" flexWrap="wrap">
            <Button type="button" variant="ghost" onClick={() => close(false)}>
              {t({ id: 'admin.cancel' })}
            </Button>
            <Button type="submit" loading={busy}>
              {t({ id: 'admin.users.record' })}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
