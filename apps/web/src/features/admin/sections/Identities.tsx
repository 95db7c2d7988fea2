import { kycRequestStatuses, type KycImage, type KycRequestDetail, type KycRequestStatus, type KycRequestSummary } from '@sahm/domain';
import { Button, Card, DataTable, Dialog, Heading, Select, Skeleton, Stack, Text, Tiles, useUI } from '@sahm/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { getToken } from '../../../lib/storage';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, fetchProtectedImage, post, useKycRequest, usePagedList } from '../api';
import { keepFocusInSection, LoadFailed, StatusBadge, TextDialog, useAction, When } from '../parts';

/** Identities: the KYC queue by status; a request's person and pictures at full size; approve, or reject with a reason. */
export default function Identities({ id, open }: SectionProps) {
  const t = useIntl().formatMessage;
  const [status, setStatus] = useState<KycRequestStatus>('pending');
  const list = usePagedList<KycRequestSummary>(adminKeys.kycRequests, { status, sort: status === 'pending' ? 'oldest' : 'newest' });

  return (
    <Stack gap="lg">
      <Heading level={2}>{t({ id: 'admin.nav.identities' })}</Heading>
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.refresh} />
      ) : (
        <DataTable
          caption={t({ id: 'admin.kyc.caption' })}
          toolbar={
            <Select<KycRequestStatus>
              label={t({ id: 'admin.filter.status' })}
              value={status}
              onValueChange={setStatus}
              options={kycRequestStatuses.map((value) => ({ value, label: t({ id: `admin.status.${value}` }) }))}
            />
          }
          rows={list.items}
          rowKey={(r) => r.id}
          loading={list.loading}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          emptyIcon="user"
          emptyTitle={t({ id: 'admin.kyc.empty' })}
          columns={[
            { key: 'name', header: t({ id: 'admin.col.person' }), cell: (r) => r.user.fullName ?? r.user.username, primary: true },
            { key: 'email', header: t({ id: 'admin.col.email' }), cell: (r) => <bdi>{r.user.email}</bdi> },
            { key: 'proof', header: t({ id: 'admin.kyc.proof' }), cell: (r) => t({ id: `admin.kyc.proof.${r.proofType}` }) },
            { key: 'sent', header: t({ id: 'admin.col.sent' }), cell: (r) => <When value={r.createdAt} />, nowrap: true },
            { key: 'status', header: t({ id: 'admin.col.status' }), cell: (r) => <StatusBadge status={r.status} /> },
          ]}
          actions={(r) => (
            <Button size="sm" variant="secondary" onClick={() => open(r.id)}>
              {t({ id: 'admin.kyc.review' }, { name: r.user.fullName ?? r.user.username })}
            </Button>
          )}
        />
      )}
      {id && <Review id={id} onClose={() => open(null)} onDecided={list.refresh} />}
    </Stack>
  );
}

function Review({ id, onClose, onDecided }: { id: string; onClose: () => void; onDecided: () => void }) {
  const t = useIntl().formatMessage;
  const { data, error, mutate } = useKycRequest(id);
  const { mutate: mutateAll } = useSWRConfig();
  const run = useAction();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);

  const decided = async () => {
    keepFocusInSection();
    await mutate();
    await mutateAll(adminKeys.summary);
    onDecided();
  };

  async function approve() {
    setApproving(true);
    const result = await run(() => post(`${adminKeys.kycRequests}/${id}/approve`));
    setApproving(false);
    if (result.ok) await decided();
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} size="lg" title={t({ id: 'admin.kyc.reviewTitle' })}>
      {error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton inlineSize="60%" />
          <Skeleton shape="rect" blockSize={240} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Applicant request={data} />
          <Pictures images={data.images} />
          {data.status === 'pending' ? (
            <Stack direction="row" gap="sm" flexWrap="wrap" justifyContent="flex-end">
              <Button variant="danger" leading="close" onClick={() => setRejecting(true)}>
                {t({ id: 'admin.reject' })}
              </Button>
              <Button leading="check" loading={approving} onClick={() => void approve()}>
                {t({ id: 'admin.approve' })}
              </Button>
            </Stack>
          ) : (
            <Text tone="muted">{data.reason ? t({ id: 'admin.kyc.rejectedBecause' }, { reason: data.reason }) : null}</Text>
          )}
          <TextDialog
            open={rejecting}
            onOpenChange={setRejecting}
            title={t({ id: 'admin.kyc.rejectTitle' })}
            description={t({ id: 'admin.kyc.rejectHint' })}
            label={t({ id: 'admin.reason' })}
            field="reason"
            multiline
            tone="danger"
            submitLabel={t({ id: 'admin.reject' })}
            onSubmit={async (reason) => {
              const result = await run(() => post(`${adminKeys.kycRequests}/${id}/reject`, { reason }));
              if (!result.ok) throw result.error;
              await decided();
            }}
          />
        </Stack>
      )}
    </Dialog>
  );
}

function Applicant({ request }: { request: KycRequestDetail }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const { user } = request;
  const facts: [string, React.ReactNode][] = [
    [t({ id: 'admin.col.person' }), user.fullName ?? user.username],
    [t({ id: 'admin.col.email' }), <bdi key="e">{user.email}</bdi>],
    [t({ id: 'admin.col.phone' }), user.phone ? <bdi key="p" dir="ltr">{user.phone}</bdi> : '—'],
    [t({ id: 'admin.kyc.age' }), request.age === null ? '—' : format.number(request.age)],
    [t({ id: 'admin.kyc.city' }), user.city ?? '—'],
    [t({ id: 'admin.kyc.proof' }), t({ id: `admin.kyc.proof.${request.proofType}` })],
    [t({ id: 'admin.col.sent' }), <When key="w" value={request.createdAt} />],
    [t({ id: 'admin.col.status' }), <StatusBadge key="s" status={request.status} />],
  ];
  return (
    <Card tone="muted">
      <Tiles as="div" minColumnSize={200} space="md">
        {facts.map(([label, value]) => (
          <Stack key={label} gap="xxs">
            <Text size="sm" tone="muted">
              {label}
            </Text>
            <Text weight="semibold">{value}</Text>
          </Stack>
        ))}
      </Tiles>
    </Card>
  );
}

/** The document sides and liveness frames, at full size; their links need the admin's session, so they are fetched with it. */
function Pictures({ images }: { images: KycImage[] }) {
  const t = useIntl().formatMessage;
  return (
    <Stack gap="md">
      <Heading level={3} size={4}>
        {t({ id: 'admin.kyc.pictures' })}
      </Heading>
      <Tiles as="ul" minColumnSize={260} space="md">
        {images.map((image) => (
          <li key={image.id}>
            <Picture image={image} />
          </li>
        ))}
      </Tiles>
    </Stack>
  );
}

function Picture({ image }: { image: KycImage }) {
  const t = useIntl().formatMessage;
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchProtectedImage(image.url, getToken(), controller.signal)
      .then((url) => {
        made = url;
        setSrc(url);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [image.url]);
  const label = image.challenge ? t({ id: `admin.kyc.challenge.${image.challenge}` }) : t({ id: `admin.kyc.image.${image.kind}` });
  return (
    <Stack as="div" gap="xs">
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <img src={src} alt={label} width={image.width} height={image.height} style={{ inlineSize: '100%', blockSize: 'auto' }} />
        </a>
      ) : failed ? (
        <Text tone="muted">{t({ id: 'admin.kyc.imageFailed' })}</Text>
      ) : (
        <Skeleton shape="rect" blockSize={180} />
      )}
      <Text size="sm" tone="muted">
        {label}
      </Text>
    </Stack>
  );
}
