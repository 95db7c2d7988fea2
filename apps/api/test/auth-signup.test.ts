// Sign-up answers the same for a new and an already registered e-mail
// (decisions.md §13); the owner of an existing address gets an e-mail saying
// someone tried to sign up. The outside review listed registered e-mails
// through sign-up's 409.
import { messageText } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, snapshot } from './helpers';

const { app, ctx } = await createTestApp();

let n = 0;
const fresh = () => {
  n += 1;
  return { email: `newcomer${Date.now().toString(36)}${n}@example.com`, name: `newcomer_${Date.now().toString(36)}${n}` };
};
const signup = (body: Record<string, unknown>, lang?: string) => call(app, 'POST', '/api/auth/signup', { body: { password: 'Secret123', ...body }, lang });
const mail = (to: string) => ctx.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', to).orderBy('id').execute();

describe('POST /auth/signup with an e-mail that already has an account', () => {
  it('answers exactly as for a new e-mail, creates nothing, and tells the owner by e-mail instead of sending a code', async () => {
    const owner = await registerUser(app, ctx);
    const newcomer = fresh();
    const created = await signup({ email: newcomer.email, name: newcomer.name });
    const mailBefore = (await mail(owner.email)).length;
    const users = (await ctx.db.selectFrom('users').select('id').execute()).length;

    const again = await signup({ email: owner.email.toUpperCase(), name: fresh().name });
    expect(again.statusCode).toBe(created.statusCode);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ...created.json(), data: { ...created.json().data, email: owner.email } });
    expect((await ctx.db.selectFrom('users').select('id').execute()).length).toBe(users);
    // The owner's account is untouched: the old password still signs in.
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: owner.email, password: owner.password } })).json().data.token).toBeTruthy();
    const sent = (await mail(owner.email)).slice(mailBefore);
    expect(sent).toEqual([{ subject: messageText('en', 'SIGNUP_EXISTING_SUBJECT'), body: messageText('en', 'SIGNUP_EXISTING_TEXT') }]);
    expect(sent[0]!.body).not.toMatch(/\b\d{6}\b/);
  });

  it('the verification step that follows leads nowhere for someone who does not own the address', async () => {
    const owner = await registerUser(app, ctx);
    await signup({ email: owner.email, name: fresh().name });
    const guess = await call(app, 'POST', '/api/auth/verify-email', { body: { email: owner.email, verifyCode: '123456' } });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().code).toBe('OTP_INVALID');
  });

  it('sends the owner at most one notice an hour, and never fails the answer', async () => {
    const owner = await registerUser(app, ctx);
    const before = (await mail(owner.email)).length;
    for (let i = 0; i < 3; i++) expect((await signup({ email: owner.email, name: fresh().name })).statusCode).toBe(201);
    expect((await mail(owner.email)).length - before).toBe(1);
  });

  it('a taken user name is refused the same way whether or not the e-mail has an account', async () => {
    const owner = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const withNew = await signup({ email: fresh().email, name: other.name.toUpperCase() });
    const withExisting = await signup({ email: owner.email, name: other.name });
    for (const res of [withNew, withExisting]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', errors: [{ field: 'name', code: 'USERNAME_TAKEN' }] });
    }
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('localizes the answer and the notice', async () => {
    const owner = await registerUser(app, ctx);
    const res = await signup({ email: owner.email, name: fresh().name }, 'ar');
    expect(res.json().message).toBe(messageText('ar', 'VERIFICATION_SENT'));
    const notice = (await mail(owner.email)).at(-1)!;
    expect(notice.subject).toBe(messageText('ar', 'SIGNUP_EXISTING_SUBJECT'));
  });
});
