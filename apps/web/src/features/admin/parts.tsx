import { toAsciiDigits } from '@sahm/domain';
import { Alert, Badge, Button, Dialog, Stack, TextArea, TextField, useToast, useUI, type BadgeProps, type IconName } from '@sahm/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/api';
import { keepFocusIn } from '../../lib/stepFocus';

/** Status words with a tone and an icon, so colour is never the only cue. */
const looks: Record<string, { tone: BadgeProps['tone']; icon: IconName }> = {
  pending: { tone: 'warning', icon: 'clock' },
  unhandled: { tone: 'warning', icon: 'mail' },
  verified: { tone: 'success', icon: 'success' },
  approved: { tone: 'success', icon: 'success' },
  paid: { tone: 'success', icon: 'success' },
  handled: { tone: 'success', icon: 'check' },
  active: { tone: 'success', icon: 'success' },
  ready: { tone: 'accent', icon: 'clock' },
  already_paid: { tone: 'neutral', icon: 'check' },
  rejected: { tone: 'danger', icon: 'alert' },
  failed: { tone: 'danger', icon: 'error' },
  disabled: { tone: 'danger', icon: 'lock' },
  locked: { tone: 'neutral', icon: 'lock' },
  canceled: { tone: 'neutral', icon: 'close' },
  not_verified: { tone: 'neutral', icon: 'info' },
  not_funded: { tone: 'neutral', icon: 'info' },
  not_rented: { tone: 'neutral', icon: 'info' },
  no_rent: { tone: 'neutral', icon: 'info' },
};

export function StatusBadge({ status }: { status: string }) {
  const t = useIntl().formatMessage;
  const look = looks[status] ?? { tone: 'neutral', icon: 'info' };
  return (
    <Badge tone={look.tone} icon={look.icon} data-status={status}>
      {t({ id: `admin.status.${status}` })}
    </Badge>
  );
}

/** A date and time in the reader's language, Baghdad time. */
export function When({ value }: { value: string | null | undefined }) {
  const { format } = useUI();
  if (!value) return <span>—</span>;
  return <time dateTime={value}>{format.date(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Baghdad' })}</time>;
}

/** Typed digits (either set, with grouping) as the plain ASCII string the API reads, or the text as typed when it is not a number. */
export function typedNumber(text: string): string {
  const ascii = toAsciiDigits(text.trim()).replace(/[\s,\u066C]/g, '').replace(/\u066B/g, '.');
  return ascii;
}

/** Text with digits (a date or a month to type) in the reader's digits. */
export function useLocalDigits() {
  const { format } = useUI();
  return (text: string) => text.replace(/\d/g, (d) => format.number(Number(d)));
}

/** What the API said went wrong with one field, or with the request as a whole. */
export function errorOf(error: unknown, field?: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (field) return error.errors.find((e) => e.field === field || e.field.endsWith(`.${field}`))?.message;
  return error.message;
}

/**
 * Runs an action and reports it: the server's message in a success toast,
 * its error in an error toast (and returned, for the form to show).
 */
export function useAction() {
  const toast = useToast();
  const t = useIntl().formatMessage;
  return async function run<T>(action: () => Promise<{ data: T; message?: string }>, success?: string): Promise<{ ok: true; data: T } | { ok: false; error: unknown }> {
    try {
      const { data, message } = await action();
      toast.show({ tone: 'success', message: message ?? success ?? t({ id: 'admin.done' }) });
      return { ok: true, data };
    } catch (error) {
      toast.show({ tone: 'error', message: error instanceof Error ? error.message : t({ id: 'admin.failed' }) });
      return { ok: false, error };
    }
  };
}

export interface TextDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The one field's label, and its name in the API's errors. */
  label: string;
  field: string;
  multiline?: boolean;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  /** Sends the text; resolves when done (the dialog closes), rejects with the API's error. */
  onSubmit: (text: string) => Promise<unknown>;
}

/** A dialog asking for one text (a reason, a branch) before an action; required, at most 500 characters. */
export function TextDialog({ open, onOpenChange, title, description, label, field, multiline, submitLabel, tone = 'primary', onSubmit }: TextDialogProps) {
  const t = useIntl().formatMessage;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setError(undefined);
      setFormError(undefined);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t({ id: 'admin.required' }));
      return;
    }
    setBusy(true);
    setFormError(undefined);
    try {
      await onSubmit(text.trim());
      close(false);
    } catch (e) {
      const fieldError = errorOf(e, field);
      setError(fieldError);
      setFormError(fieldError ? undefined : (errorOf(e) ?? t({ id: 'admin.failed' })));
    } finally {
      setBusy(false);
    }
  }

  const Control = multiline ? TextArea : TextField;
  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description} size="sm">
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Control
            label={label}
            name={field}
            required
            value={text}
            maxLength={500}
            onChange={(e: { target: { value: string } }) => {
              setText(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Alert tone="critical">{formError}</Alert>
          <Stack direction="row" gap="sm" justifyContent="flex-end" flexWrap="wrap">
            <Button type="button" variant="ghost" onClick={() => close(false)}>
              {t({ id: 'admin.cancel' })}
            </Button>
            <Button type="submit" variant={tone} loading={busy}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}

/** The load error of a list or record, with a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <Alert tone="critical" title={t({ id: 'admin.loadFailed' })}>
      <Stack gap="sm" alignItems="flex-start">
        <span>{error instanceof Error ? error.message : null}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t({ id: 'admin.retry' })}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * After a decision (approve, reject, paid): the request leaves the list, and
 * with it the row's button the dialog gives focus back to. Focus then goes to
 * the section's heading instead of <body> (the console's one tab panel).
 */
export function keepFocusInSection() {
  const panel = document.querySelector<HTMLElement>('[role="tabpanel"]');
  if (panel) keepFocusIn(panel, 5000, document.body);
}
