import {
  isMessageCode,
  locales,
  messageText,
  PROPERTY_UPLOAD_FIELDS,
  propertyCreateBody,
  propertyDocumentKinds,
  propertyTypes,
  propertyUpdateBody,
  valuationBody,
  type AdminProperty,
  type PropertyType,
} from '@sahm/domain';
import { Button, Card, Checkbox, Heading, IconButton, Select, Skeleton, Stack, Text, TextArea, TextField, Tiles, useUI } from '@sahm/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { api, ApiError } from '../../../lib/api';
import { adminKeys, post, setValuation, useProperty } from '../api';
import { LoadFailed, typedNumber, useAction } from '../parts';

const languages = locales;
type Texts = Record<(typeof languages)[number], string>;
const flags = ['isLocked', 'isHot', 'isResidential', 'isRecentlyAdded', 'isTrending', 'isRented'] as const;
type Flag = (typeof flags)[number];
const localized = ['name', 'city', 'description'] as const;
type Localized = (typeof localized)[number];
type NumberField = 'totalTokens' | 'valuation' | 'propertyValue' | 'areaSqm' | 'monthlyRent' | 'rentFeePercent';

interface Form extends Record<Localized, Texts>, Record<Flag, boolean>, Record<NumberField, string> {
  propertyType: PropertyType;
}

const blank: Texts = { en: '', ar: '', kr: '', bh: '' };
const textsOf = (value: Partial<Texts> | undefined): Texts => ({ ...blank, ...value });

function formOf(property: AdminProperty | null): Form {
  if (!property)
    return {
      name: blank,
      city: blank,
      description: blank,
      propertyType: 'residential',
      isLocked: true,
      isHot: false,
      isResidential: true,
      isRecentlyAdded: true,
      isTrending: false,
      isRented: false,
      totalTokens: '',
      valuation: '',
      propertyValue: '',
      areaSqm: '',
      monthlyRent: '0',
      rentFeePercent: '10',
    };
  return {
    name: textsOf(property.name),
    city: textsOf(property.city),
    description: textsOf(property.description),
    propertyType: property.propertyType,
    ...(Object.fromEntries(flags.map((f) => [f, property[f]])) as Record<Flag, boolean>),
    totalTokens: String(property.totalTokens),
    valuation: String(property.valuation),
    propertyValue: String(property.propertyValue),
    areaSqm: String(property.areaSqm),
    monthlyRent: String(property.monthlyRent),
    rentFeePercent: String(property.rentFeePercent),
  };
}

/** A decimal field for the API: a number when it reads as one, else the text (which the schema refuses with its message). */
const decimal = (text: string) => {
  const value = typedNumber(text);
  return value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
};

function bodyOf(form: Form, property: AdminProperty | null) {
  const body: Record<string, unknown> = {
    name: form.name,
    city: form.city,
    description: form.description,
    propertyType: form.propertyType,
    ...Object.fromEntries(flags.map((f) => [f, form[f]])),
    propertyValue: typedNumber(form.propertyValue),
    areaSqm: decimal(form.areaSqm),
    monthlyRent: typedNumber(form.monthlyRent),
    rentFeePercent: decimal(form.rentFeePercent),
  };
  if (!property) {
    body.valuation = typedNumber(form.valuation);
    body.totalTokens = typedNumber(form.totalTokens);
  } else if (property.tokensEditable) body.totalTokens = typedNumber(form.totalTokens);
  // A description left blank in English is no description.
  if (!form.description.en.trim()) body.description = property ? { en: '' } : undefined;
  return body;
}

type Errors = Record<string, string | undefined>;

/** A group of fields named by its legend, without the browser's frame. */
const fieldset = { border: 0, margin: 0, padding: 0, minInlineSize: 0 } as const;
const legend = { padding: 0, marginBlockEnd: '0.75rem' } as const;

/** Create or edit a property: texts in four languages, type, flags, tokens, rent; then pictures, documents and valuation. */
export function PropertyEditor({ id, onClose, onCreated }: { id: string | null; onClose: () => void; onCreated: (id: string) => void }) {
  const { data, error, mutate } = useProperty(id);
  const t = useIntl().formatMessage;
  if (id && error) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (id && !data)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t({ id: 'admin.loading' })}>
        <Skeleton inlineSize="40%" blockSize={28} />
        <Skeleton shape="rect" blockSize={240} />
      </Stack>
    );
  const property = data ?? null;
  return (
    <Stack gap="xl">
      <Stack direction="row" alignItems="center" gap="sm" flexWrap="wrap">
        <Button variant="ghost" leading="arrowStart" onClick={onClose}>
          {t({ id: 'admin.properties.back' })}
        </Button>
      </Stack>
      <Heading level={2}>{property ? property.displayName : t({ id: 'admin.properties.new' })}</Heading>
      <Details key={property?.updatedAt ?? 'new'} property={property} onSaved={(saved) => (property ? void mutate(saved, { revalidate: false }) : onCreated(saved.id))} />
      {property && (
        <>
          <Valuation property={property} onChanged={() => void mutate()} />
          <Files property={property} kind="images" onChanged={(next) => void mutate(next, { revalidate: false })} />
          <Files property={property} kind="documents" onChanged={(next) => void mutate(next, { revalidate: false })} />
        </>
      )}
    </Stack>
  );
}

function Details({ property, onSaved }: { property: AdminProperty | null; onSaved: (saved: AdminProperty) => void }) {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const run = useAction();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<Form>(() => formOf(property));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const showErrors = (next: Errors) => {
    setErrors(next);
    // Focus the first field in error, in the order of the form.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(form, property);
    const parsed = (property ? propertyUpdateBody : propertyCreateBody).safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        next[key] ??= isMessageCode(issue.message) ? messageText(locale, issue.message) : issue.message;
      }
      showErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await run(() =>
      property ? api<AdminProperty>(`${adminKeys.properties}/${property.id}`, { method: 'PATCH', body }) : post<AdminProperty>(adminKeys.properties, body),
    );
    setSaving(false);
    if (result.ok) {
      await mutate((key) => typeof key === 'string' && key.includes(adminKeys.properties));
      onSaved(result.data);
    } else if (result.error instanceof ApiError && result.error.errors.length > 0) {
      showErrors(Object.fromEntries(result.error.errors.map((e) => [e.field, e.message])));
    }
  }

  const numberField = (key: NumberField, disabled = false, hint?: string) => (
    <TextField
      label={t({ id: `admin.properties.${key}` })}
      name={key}
      inputMode="decimal"
      required
      disabled={disabled}
      hint={hint}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
    />
  );

  return (
    <Card as="section" aria-labelledby="property-details">
      <form ref={formRef} noValidate onSubmit={save}>
        <Stack gap="xl">
          <Heading level={3} id="property-details">
            {t({ id: 'admin.properties.details' })}
          </Heading>
          {localized.map((field) => (
            <fieldset key={field} style={fieldset}>
              <legend style={legend}>
                <Text as="span" weight="semibold">
                  {t({ id: `admin.properties.${field}` })}
                </Text>
              </legend>
              <Stack gap="md">
                <Tiles as="div" minColumnSize={field === 'description' ? 320 : 220} space="md">
                  {languages.map((lang) => {
                    const Control = field === 'description' ? TextArea : TextField;
                    return (
                      <Control
                        key={lang}
                        label={t({ id: `admin.lang.${lang}` })}
                        hint={t({ id: lang === 'en' ? 'admin.properties.english' : 'admin.properties.fallback' })}
                        // Left blank, a translation shows the English to readers: shown here as the operator types it.
                        placeholder={lang === 'en' ? undefined : form[field].en || undefined}
                        name={`${field}.${lang}`}
                        lang={lang === 'kr' ? 'ckb' : lang === 'bh' ? 'kmr' : lang}
                        dir={lang === 'en' ? 'ltr' : 'rtl'}
                        required={lang === 'en' && field !== 'description'}
                        rows={field === 'description' ? 4 : undefined}
                        value={form[field][lang]}
                        onChange={(e: { target: { value: string } }) => set(field, { ...form[field], [lang]: e.target.value })}
                        error={errors[`${field}.${lang}`] ?? (lang === 'en' ? errors[field] : undefined)}
                      />
                    );
                  })}
                </Tiles>
              </Stack>
            </fieldset>
          ))}
          <Tiles as="div" minColumnSize={220} space="md">
            <Select<PropertyType>
              label={t({ id: 'admin.properties.type' })}
              value={form.propertyType}
              onValueChange={(v) => set('propertyType', v)}
              options={propertyTypes.map((value) => ({ value, label: t({ id: `admin.properties.type.${value}` }) }))}
            />
            {numberField('totalTokens', !!property && !property.tokensEditable, property && !property.tokensEditable ? t({ id: 'admin.properties.tokensLocked' }) : undefined)}
            {!property && numberField('valuation')}
            {numberField('propertyValue')}
            {numberField('areaSqm')}
            {numberField('monthlyRent')}
            {numberField('rentFeePercent')}
          </Tiles>
          <fieldset style={fieldset}>
            <legend style={legend}>
              <Text as="span" weight="semibold">
                {t({ id: 'admin.properties.flags' })}
              </Text>
            </legend>
            <Stack gap="sm">
              <Tiles as="div" minColumnSize={200} space="sm">
                {flags.map((flag) => (
                  <Checkbox key={flag} label={t({ id: `admin.properties.${flag}` })} checked={form[flag]} onCheckedChange={(c) => set(flag, c === true)} />
                ))}
              </Tiles>
            </Stack>
          </fieldset>
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" loading={saving} leading="check">
              {t({ id: property ? 'admin.properties.save' : 'admin.properties.create' })}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}

/** A new valuation: a price-history point; the token price follows (valuation ÷ tokens, whole dinars). */
function Valuation({ property, onChanged }: { property: AdminProperty; onChanged: () => void }) {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const run = useAction();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = valuationBody.safeParse({ value: typedNumber(value) });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'REQUIRED';
      setError(isMessageCode(message) ? messageText(locale, message) : message);
      return;
    }
    setBusy(true);
    const result = await run(() => setValuation(property.id, parsed.data.value));
    setBusy(false);
    if (result.ok) {
      setValue('');
      setError(undefined);
      onChanged();
    } else if (result.error instanceof ApiError) setError(result.error.errors[0]?.message ?? result.error.message);
  }

  return (
    <Card as="section" aria-labelledby="property-valuation">
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Heading level={3} id="property-valuation">
            {t({ id: 'admin.valuation.title' })}
          </Heading>
          <Text tone="muted">
            {t(
              { id: 'admin.valuation.current' },
              { valuation: format.money(property.valuation), price: format.money(property.pricePerToken), tokens: property.totalTokens },
            )}
          </Text>
          <Stack direction="row" gap="sm" alignItems="flex-end" flexWrap="wrap">
            <TextField
              label={t({ id: 'admin.valuation.new' })}
              name="value"
              inputMode="numeric"
              required
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(undefined);
              }}
              error={error}
            />
            <Button type="submit" variant="secondary" leading="trendingUp" loading={busy}>
              {t({ id: 'admin.valuation.set' })}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}

/** Pictures (the first is the cover) or PDF documents: upload, order, remove. */
function Files({ property, kind, onChanged }: { property: AdminProperty; kind: 'images' | 'documents'; onChanged: (next: AdminProperty) => void }) {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const run = useAction();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [titles, setTitles] = useState<Texts>(blank);
  const [docKind, setDocKind] = useState<(typeof propertyDocumentKinds)[number]>('other');
  const [error, setError] = useState<string | undefined>();
  const base = `${adminKeys.properties}/${property.id}/${kind}`;
  const files = kind === 'images' ? property.images : property.documents;

  const act = async (action: () => Promise<{ data: AdminProperty; message?: string }>) => {
    setBusy(true);
    const result = await run(action);
    setBusy(false);
    if (result.ok) onChanged(result.data);
    return result;
  };

  async function upload(event: FormEvent) {
    event.preventDefault();
    const chosen = [...(input.current?.files ?? [])];
    if (chosen.length === 0) {
      setError(t({ id: 'admin.files.choose' }));
      return;
    }
    const form = new FormData();
    if (kind === 'images') for (const file of chosen) form.append(PROPERTY_UPLOAD_FIELDS.images, file);
    else {
      if (!titles.en.trim()) {
        setError(t({ id: 'admin.files.titleRequired' }));
        return;
      }
      form.append('kind', docKind);
      form.append('titleEn', titles.en.trim());
      if (titles.ar.trim()) form.append('titleAr', titles.ar.trim());
      if (titles.kr.trim()) form.append('titleKr', titles.kr.trim());
      if (titles.bh.trim()) form.append('titleBh', titles.bh.trim());
      form.append(PROPERTY_UPLOAD_FIELDS.document, chosen[0]!);
    }
    setError(undefined);
    const result = await act(() => api<AdminProperty>(base, { method: 'POST', body: form }));
    if (result.ok) {
      if (input.current) input.current.value = '';
      setTitles(blank);
    } else if (result.error instanceof ApiError) setError(result.error.errors[0]?.message ?? result.error.message);
  }

  const move = (index: number, by: -1 | 1) => {
    const order = files.map((f) => f.file);
    const [item] = order.splice(index, 1);
    order.splice(index + by, 0, item!);
    void act(() => api<AdminProperty>(`${base}/order`, { method: 'PUT', body: { files: order } }));
  };
  const remove = (file: string) => void act(() => api<AdminProperty>(`${base}/${encodeURIComponent(file)}`, { method: 'DELETE' }));
  const nameOf = (index: number): string => {
    const doc = kind === 'documents' ? property.documents[index] : undefined;
    if (doc) return doc.title[locale] || doc.title.en;
    return t({ id: index === 0 ? 'admin.files.cover' : 'admin.files.picture' }, { number: index + 1 });
  };

  return (
    <Card as="section" aria-labelledby={`property-${kind}`} aria-busy={busy || undefined}>
      <Stack gap="lg">
        <Heading level={3} id={`property-${kind}`}>
          {t({ id: `admin.files.${kind}` })}
        </Heading>
        {files.length === 0 ? (
          <Text tone="muted">{t({ id: `admin.files.${kind}.none` })}</Text>
        ) : (
          <Stack as="ol" gap="sm" paddingInlineStart="none" style={{ listStyle: 'none', margin: 0 }}>
            {files.map((file, index) => (
              <Stack as="li" key={file.file} direction="row" alignItems="center" gap="sm" flexWrap="wrap">
                {kind === 'images' ? (
                  <img src={file.url} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 8 }} />
                ) : null}
                <Text as="span" weight="medium">
                  {kind === 'documents' ? (
                    <a href={file.url} target="_blank" rel="noreferrer">
                      {nameOf(index)}
                    </a>
                  ) : (
                    nameOf(index)
                  )}
                </Text>
                <Stack direction="row" gap="xxs">
                  <IconButton icon="chevronUp" label={t({ id: 'admin.files.earlier' }, { name: nameOf(index) })} disabled={busy || index === 0} onClick={() => move(index, -1)} />
                  <IconButton
                    icon="chevronDown"
                    label={t({ id: 'admin.files.later' }, { name: nameOf(index) })}
                    disabled={busy || index === files.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <IconButton icon="trash" label={t({ id: 'admin.files.remove' }, { name: nameOf(index) })} disabled={busy} onClick={() => remove(file.file)} />
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
        <form noValidate onSubmit={upload}>
          <Stack gap="md">
            {kind === 'documents' && (
              <Tiles as="div" minColumnSize={200} space="md">
                {languages.map((lang) => (
                  <TextField
                    key={lang}
                    label={t({ id: 'admin.files.title' }, { language: t({ id: `admin.lang.${lang}` }) })}
                    dir={lang === 'en' ? 'ltr' : 'rtl'}
                    required={lang === 'en'}
                    placeholder={lang === 'en' ? undefined : titles.en || undefined}
                    value={titles[lang]}
                    onChange={(e) => setTitles((x) => ({ ...x, [lang]: e.target.value }))}
                  />
                ))}
                <Select
                  label={t({ id: 'admin.files.kind' })}
                  value={docKind}
                  onValueChange={setDocKind}
                  options={propertyDocumentKinds.map((value) => ({ value, label: t({ id: `admin.files.kind.${value}` }) }))}
                />
              </Tiles>
            )}
            <FileInput inputRef={input} kind={kind} error={error} />
            <Stack direction="row" justifyContent="flex-end">
              <Button type="submit" variant="secondary" leading="upload" loading={busy}>
                {t({ id: `admin.files.upload.${kind}` })}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

function FileInput({ inputRef, kind, error }: { inputRef: React.RefObject<HTMLInputElement | null>; kind: 'images' | 'documents'; error?: ReactNode }) {
  const t = useIntl().formatMessage;
  const id = `property-${kind}-file`;
  return (
    <Stack gap="xxs">
      <label htmlFor={id}>
        <Text as="span" weight="medium">
          {t({ id: `admin.files.pick.${kind}` })}
        </Text>
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple={kind === 'images'}
        accept={kind === 'images' ? 'image/jpeg,image/png,image/webp' : 'application/pdf'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <Text id={`${id}-error`} size="sm" tone="critical" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
