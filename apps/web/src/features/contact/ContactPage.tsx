import { contactBody, isMessageCode, messageText } from '@sahm/domain';
import { Alert, Button, Card, Heading, Icon, PageBlock, Section, Stack, Text, TextArea, TextField, TextLink, useToast, useUI, type IconName } from '@sahm/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/api';
import { sendContactEmail, type ContactMessage } from './api/send-contact-email';
import * as styles from './Contact.css';

export const SUPPORT_EMAIL = 'support@sahm.iq';
/** The Baghdad office line, dialled as +964 770 123 4567. */
export const OFFICE_PHONE = '+9647701234567';
export const OFFICE_PHONE_DISPLAY = '+964 770 123 4567';

type Field = keyof ContactMessage;
type FieldErrors = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['name', 'email', 'message'];
const empty: ContactMessage = { name: '', email: '', message: '' };

/** /contact-us: address, phone and e-mail blocks, and the contact form (spec.md §2, §5, §8). */
export default function ContactPage() {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const toast = useToast();
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showFieldErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = fields.find((f) => next[f]);
    if (first) refs[first].current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const parsed = contactBody.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (fields.includes(field) && !next[field]) next[field] = isMessageCode(issue.message) ? messageText(locale, issue.message) : issue.message;
      }
      showFieldErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { message } = await sendContactEmail(parsed.data);
      const text = message ?? t({ id: 'contact.form.sent' });
      setResult({ tone: 'success', text });
      toast.show({ tone: 'success', message: text });
      setValues(empty);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
        const next: FieldErrors = {};
        for (const e of error.errors) if (fields.includes(e.field as Field)) next[e.field as Field] ??= e.message;
        showFieldErrors(next);
        toast.show({ tone: 'error', message: error.message });
      } else {
        // 502 from the mail gateway, other server errors and no answer all mean the same to the sender.
        const text = t({ id: 'contact.form.failed' });
        setResult({ tone: 'error', text });
        toast.show({ tone: 'error', message: text });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <PageBlock width="wide" space="xxl">
      <Section level={1} title={t({ id: 'contact.title' })} lead={t({ id: 'contact.lead' })} />

      <div className={styles.layout}>
        <ul className={styles.blocks} aria-label={t({ id: 'contact.blocks.label' })}>
          <ContactBlock icon="mapPin" title={t({ id: 'contact.address.title' })}>
            <Text as="div" tone="muted">
              <address className={styles.address}>{t({ id: 'contact.address.text' })}</address>
            </Text>
          </ContactBlock>
          <ContactBlock icon="phone" title={t({ id: 'contact.phone.title' })}>
            <TextLink href={`tel:${OFFICE_PHONE}`}>
              {/* Shown in the language's digits (glossary), dialled as written in tel:. */}
              <bdi dir="ltr">{OFFICE_PHONE_DISPLAY.replace(/\d/g, (d) => format.number(Number(d)))}</bdi>
            </TextLink>
            <Text tone="muted">{t({ id: 'contact.phone.hours' })}</Text>
          </ContactBlock>
          <ContactBlock icon="mail" title={t({ id: 'contact.email.title' })}>
            <TextLink href={`mailto:${SUPPORT_EMAIL}`}>
              <bdi>{SUPPORT_EMAIL}</bdi>
            </TextLink>
            <Text tone="muted">{t({ id: 'contact.email.reply' })}</Text>
          </ContactBlock>
        </ul>

        <Card as="section" aria-labelledby="contact-form-title">
          <Heading level={2} id="contact-form-title">
            {t({ id: 'contact.form.title' })}
          </Heading>
          <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
            <Stack gap="lg">
              <TextField
                ref={refs.name}
                label={t({ id: 'contact.form.name' })}
                name="name"
                autoComplete="name"
                required
                value={values.name}
                onChange={update('name')}
                error={errors.name}
              />
              <TextField
                ref={refs.email}
                label={t({ id: 'contact.form.email' })}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                dir="ltr"
                required
                value={values.email}
                onChange={update('email')}
                error={errors.email}
              />
              <TextArea
                ref={refs.message}
                label={t({ id: 'contact.form.message' })}
                name="message"
                required
                rows={6}
                value={values.message}
                onChange={update('message')}
                error={errors.message}
              />
              <Stack direction="row" flexWrap="wrap" alignItems="center" gap="md">
                <Button type="submit" loading={sending} leading="mail">
                  {t({ id: 'contact.form.send' })}
                </Button>
              </Stack>
              {/* One per outcome, both kept mounted, so whichever is filled in is announced. */}
              <Alert tone="success">{result?.tone === 'success' && result.text}</Alert>
              <Alert tone="critical">{result?.tone === 'error' && result.text}</Alert>
            </Stack>
          </form>
        </Card>
      </div>
    </PageBlock>
  );
}

function ContactBlock({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Card as="li" flexDirection="row" alignItems="flex-start">
      <span className={styles.blockIcon}>
        <Icon name={icon} size={20} />
      </span>
      <Stack gap="xxs">
        <Heading level={2} size={4}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
