import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../test/app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The form's fields by their accessible name (the label without its decorative required star). */
const field = (name: string) => screen.getByRole('textbox', { name });

const contactCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST' && c.path === '/auth/contact-email');

async function fill({ name = '', email = '', message = '' }) {
  const user = userEvent.setup();
  if (name) await user.type(field('Name'), name);
  if (email) await user.type(field('Email'), email);
  if (message) await user.type(field('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('/contact-us (spec.md §2, §5, §8)', () => {
  it('shows the address, phone and e-mail blocks', async () => {
    renderApp('/contact-us');
    expect(await findPageHeading('Contact us')).toBeInTheDocument();
    const blocks = screen.getByRole('list', { name: 'How to reach us' });
    expect(within(blocks).getByRole('heading', { level: 2, name: 'Our office' })).toBeInTheDocument();
    expect(blocks).toHaveTextContent('Baghdad, Iraq');
    expect(within(blocks).getByRole('link', { name: '+964 770 123 4567' })).toHaveAttribute('href', 'tel:+9647701234567');
    expect(within(blocks).getByRole('link', { name: 'support@sahm.iq' })).toHaveAttribute('href', 'mailto:support@sahm.iq');
  });

  it('shows the phone number in Arabic-Indic digits in Arabic, dialling the same number', async () => {
    renderApp('/contact-us', { locale: 'ar' });
    await findPageHeading();
    expect(screen.getByRole('link', { name: '+٩٦٤ ٧٧٠ ١٢٣ ٤٥٦٧' })).toHaveAttribute('href', 'tel:+9647701234567');
  });

  it('requires every field: "this field is required", and sends nothing', async () => {
    const { calls } = renderApp('/contact-us');
    await findPageHeading('Contact us');
    await fill({});
    for (const label of ['Name', 'Email', 'Message']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription('this field is required');
    }
    expect(field('Name')).toHaveFocus();
    expect(contactCalls(calls)).toHaveLength(0);
  });

  it('rejects an invalid e-mail with "Please enter valid email"', async () => {
    const { calls } = renderApp('/contact-us');
    await findPageHeading('Contact us');
    await fill({ name: 'Sara', email: 'sara.example', message: 'Hello' });
    expect(field('Email')).toHaveAccessibleDescription('Please enter valid email');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Message')).not.toHaveAttribute('aria-invalid');
    expect(contactCalls(calls)).toHaveLength(0);
  });

  it('on success shows the server message inline and in a toast, and clears the form', async () => {
    const serverMessage = 'Thank you! Your message has been sent.';
    const { calls } = renderApp('/contact-us', {
      api: { 'POST /auth/contact-email': { status: 201, body: { data: { id: 'c1' }, message: serverMessage } } },
    });
    await findPageHeading('Contact us');
    await fill({ name: 'Sara Ali', email: 'sara@example.com', message: 'When does the next property open?' });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(serverMessage));
    // Inline and in the toast (whose code loads with the first toast).
    await waitFor(() => expect(screen.getAllByText(serverMessage).length).toBeGreaterThanOrEqual(2));
    expect(contactCalls(calls)).toHaveLength(1);
    expect(contactCalls(calls)[0]).toMatchObject({ body: { name: 'Sara Ali', email: 'sara@example.com', message: 'When does the next property open?' } });
    expect(field('Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('shows whatever message the server answers with', async () => {
    renderApp('/contact-us', { api: { 'POST /auth/contact-email': { status: 201, body: { data: { id: 'c1' }, message: 'Got it — we reply within a day.' } } } });
    await findPageHeading('Contact us');
    await fill({ name: 'Sara', email: 'sara@example.com', message: 'Hi' });
    await waitFor(() => expect(screen.getAllByText('Got it — we reply within a day.').length).toBeGreaterThanOrEqual(2));
  });

  it.each([
    ['the mail gateway fails (502)', { status: 502, body: { message: 'Failed to send email, please try again later', code: 'CONTACT_FAILED' } }],
    ['the server fails (500)', { status: 500, body: {} }],
  ])('when %s says "Failed to send email, please try again later" and keeps the text', async (_case, answer) => {
    renderApp('/contact-us', { api: { 'POST /auth/contact-email': answer } });
    await findPageHeading('Contact us');
    await fill({ name: 'Sara', email: 'sara@example.com', message: 'Hi' });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const failure = 'Failed to send email, please try again later';
    // Inline in an alert (which names its tone, "Error", to screen readers first), and in the toast.
    await waitFor(() => expect(within(form).getAllByRole('alert').some((a) => within(a).queryByText(failure))).toBe(true));
    await waitFor(() => expect(screen.getAllByText(failure).length).toBeGreaterThanOrEqual(2));
    expect(field('Message')).toHaveValue('Hi');
  });

  it('puts the server’s field errors on the fields', async () => {
    renderApp('/contact-us', {
      api: {
        'POST /auth/contact-email': {
          status: 400,
          body: { message: 'Please enter valid email', code: 'VALIDATION', errors: [{ field: 'email', code: 'EMAIL_INVALID', message: 'Please enter valid email' }] },
        },
      },
    });
    await findPageHeading('Contact us');
    await fill({ name: 'Sara', email: 'sara@example.com', message: 'Hi' });
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Please enter valid email'));
  });

  it('renders right to left in Arabic with Arabic labels and messages', async () => {
    renderApp('/contact-us', { locale: 'ar' });
    expect(await findPageHeading('اتصل بنا')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(field('الاسم')).toHaveAccessibleDescription('هذا الحقل مطلوب');
    expect(field('الرسالة')).toHaveAccessibleDescription('هذا الحقل مطلوب');
  });
});
