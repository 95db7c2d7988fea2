// E-mails go out in the reader's language (decisions.md §14): the subject
// and text from the server catalogs, and an HTML part with lang and dir
// (right to left for ar, kr and bh). The templates in four languages, then
// what real sign-ups, sign-ins and resets put in the development outbox.
import { locales, localeDirection, localeLang, messageText, type Locale } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { composeEmail } from '../src/messaging/email';
import { call, createTestApp, lastCode, registerUser } from './helpers';

const { app, ctx } = await createTestApp();

const htmlOf = (html: string) => ({
  lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  dir: /<html [^>]*dir="([^"]+)"/.exec(html)?.[1],
  bodyDir: /<body dir="([^"]+)"/.exec(html)?.[1],
});
/** The text a person reads in the HTML part: tags dropped, entities undone. */
const visibleText = (html: string) =>
  html
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('e-mail templates in four languages', () => {
  it.each(locales)('%s: a code e-mail has the localized subject and text, and lang and dir on the HTML', (locale) => {
    const mail = composeEmail(locale, {
      subject: 'EMAIL_VERIFY_SUBJECT',
      paragraphs: [{ code: 'EMAIL_CODE_TEXT', params: { code: '048213', minutes: 10 } }],
      code: '048213',
    });
    expect(mail.subject).toBe(messageText(locale, 'EMAIL_VERIFY_SUBJECT'));
    expect(mail.text).toBe(messageText(locale, 'EMAIL_CODE_TEXT', { code: '048213', minutes: 10 }));
    expect(mail.text).toContain('048213');
    expect(htmlOf(mail.html)).toEqual({ lang: localeLang[locale], dir: localeDirection[locale], bodyDir: localeDirection[locale] });
    expect(visibleText(mail.html)).toContain(mail.text);
    // The code itself reads left to right inside a right-to-left e-mail.
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*>048213<\/p>/);
  });

  it('writes each language in its own words and digits, right to left where it applies', () => {
    const mails = Object.fromEntries(
      locales.map((l) => [l, composeEmail(l, { subject: 'PASSWORD_RESET_SUBJECT', paragraphs: [{ code: 'EMAIL_CODE_TEXT', params: { code: '111111', minutes: 10 } }] })]),
    ) as Record<Locale, ReturnType<typeof composeEmail>>;
    expect(mails.en.subject).toBe('Reset your Sahm password');
    expect(mails.en.text).toContain('It expires in 10 minutes.');
    expect(mails.ar.subject).toContain('كلمة المرور');
    expect(mails.ar.text).toContain('خلال ١٠ دقائق');
    expect(mails.kr.subject).toContain('وشەی نهێنی');
    expect(mails.kr.text).toContain('دوای ١٠ خولەک');
    expect(mails.bh.subject).toContain('پەیڤا نهێنی');
    expect(mails.bh.text).toContain('پشتی ١٠ خولەکان');
    for (const l of ['ar', 'kr', 'bh'] as const) expect(mails[l].text.replace('111111', '')).not.toMatch(/[0-9]/);
    expect(htmlOf(mails.en.html).dir).toBe('ltr');
    for (const l of ['ar', 'kr', 'bh'] as const) expect(htmlOf(mails[l].html).dir).toBe('rtl');
  });

  it('a notification copy keeps its footer as a last paragraph, and escapes what users wrote', () => {
    const mail = composeEmail('ar', {
      subject: { code: 'NOTIFICATION_EMAIL_SUBJECT', params: { type: messageText('ar', 'NOTIFICATION_TYPE_OFFERS') } },
      paragraphs: [{ code: 'NOTIFY_OFFER_RECEIVED', params: { user: '<b>kawa</b> & co', tokens: 3, property: 'Zagros', price: 11_000 } }],
      footer: 'EMAIL_PREFERENCES_FOOTER',
    });
    expect(mail.subject).toBe(`سهم: ${messageText('ar', 'NOTIFICATION_TYPE_OFFERS')}`);
    expect(mail.text).toBe(`عرض عليك <b>kawa</b> & co ٣ حصص من Zagros بسعر ١١٬٠٠٠ دينار عراقي للحصة\n\n${messageText('ar', 'EMAIL_PREFERENCES_FOOTER')}`);
    expect(mail.html).not.toContain('<b>kawa</b>');
    expect(mail.html).toContain('&lt;b&gt;kawa&lt;/b&gt; &amp; co');
    expect(visibleText(mail.html)).toContain(messageText('ar', 'EMAIL_PREFERENCES_FOOTER'));
  });
});

const outbox = (to: string) =>
  ctx.db.selectFrom('outbox_messages').select(['channel', 'subject', 'body', 'html']).where('recipient', '=', to).orderBy('id', 'desc').execute();

let n = 0;
const fresh = () => {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  return { email: `reader${tag}@example.com`, name: `reader_${tag}`, password: 'Secret123' };
};

describe('e-mails in the dev outbox', () => {
  it('a sign-up in Arabic gets its verification code in Arabic, right to left, and the account keeps the language', async () => {
    const who = fresh();
    const res = await call(app, 'POST', '/api/auth/signup', { body: who, lang: 'ar-IQ,ar;q=0.9' });
    expect(res.statusCode).toBe(201);
    const [mail] = await outbox(who.email);
    expect(mail!.subject).toBe(messageText('ar', 'EMAIL_VERIFY_SUBJECT'));
    const code = await lastCode(ctx, who.email);
    expect(mail!.body).toBe(messageText('ar', 'EMAIL_CODE_TEXT', { code, minutes: 10 }));
    expect(htmlOf(mail!.html!)).toEqual({ lang: 'ar-IQ', dir: 'rtl', bodyDir: 'rtl' });
    const user = await ctx.db.selectFrom('users').select('language').where('email', '=', who.email).executeTakeFirstOrThrow();
    expect(user.language).toBe('ar');
  });

  it('a user whose language is ar gets the password reset in Arabic, whatever language the request came in', async () => {
    const user = await registerUser(app, ctx);
    const update = await call(app, 'POST', '/api/user/user/update', { token: user.token, body: { language: 'ar' } });
    expect(update.statusCode).toBe(200);
    const forgot = await call(app, 'POST', '/api/auth/forgot-password', { body: { email: user.email }, lang: 'en' });
    expect(forgot.statusCode).toBeLessThan(300);
    const [mail] = await outbox(user.email);
    expect(mail).toMatchObject({ channel: 'email', subject: messageText('ar', 'PASSWORD_RESET_SUBJECT') });
    expect(mail!.body).toContain('رمز التحقق');
    expect(mail!.body).toContain('١٠ دقائق');
    expect(htmlOf(mail!.html!).dir).toBe('rtl');
  });

  it('a Badini user signing in with two-step e-mail codes gets the code in Badini', async () => {
    const user = await registerUser(app, ctx);
    const update = await call(app, 'POST', '/api/user/user/update', {
      token: user.token,
      body: { language: 'bh', twoFactor: 'email', password: user.password },
    });
    expect(update.statusCode).toBe(200);
    const login = await call(app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.json().data._2FA).toEqual({ withEmail: true, withPhone: false });
    const [mail] = await outbox(user.email);
    expect(mail!.subject).toBe(messageText('bh', 'LOGIN_CODE_SUBJECT'));
    expect(mail!.body).toContain('پشتی ١٠ خولەکان');
    expect(htmlOf(mail!.html!)).toEqual({ lang: 'kmr-Arab-IQ', dir: 'rtl', bodyDir: 'rtl' });
  });

  it('an English sign-up stays in English, left to right', async () => {
    const who = fresh();
    expect((await call(app, 'POST', '/api/auth/signup', { body: who })).statusCode).toBe(201);
    const [mail] = await outbox(who.email);
    expect(mail!.subject).toBe('Verify your Sahm e-mail');
    expect(mail!.body).toMatch(/^Your Sahm code is \d{6}\. It expires in 10 minutes\./);
    expect(htmlOf(mail!.html!)).toEqual({ lang: 'en', dir: 'ltr', bodyDir: 'ltr' });
  });
});
