import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../test/app';

describe('the browser tab title', () => {
  it('is the screen’s heading and the brand, and follows navigation', async () => {
    renderApp('/contact-us');
    await findPageHeading('Contact us');
    await waitFor(() => expect(document.title).toBe('Contact us – Sahm'));
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of use' }));
    await findPageHeading('Terms of use');
    await waitFor(() => expect(document.title).toBe('Terms of use – Sahm'));
  });

  it('is in the screen’s language', async () => {
    renderApp('/contact-us', { locale: 'ar' });
    await findPageHeading('اتصل بنا');
    await waitFor(() => expect(document.title).toBe('اتصل بنا – سهم'));
  });
});
