import { locales } from '@sahm/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../i18n';
import { findPageHeading, renderApp } from '../../test/app';
import { legalDocuments } from './documents';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const titles = {
  terms: { en: 'Terms of use', ar: 'شروط الاستخدام', kr: 'مەرجەکانی بەکارهێنان', bh: 'مەرجێن بکارئینانێ' },
  privacy: { en: 'Privacy policy', ar: 'سياسة الخصوصية', kr: 'سیاسەتی تایبەتمەندی', bh: 'سیاسەتا تایبەتمەندیێ' },
} as const;
const paths = { terms: '/terms-of-use', privacy: '/privacy-policy' } as const;

describe('legal pages (spec.md §1)', () => {
  for (const document of ['terms', 'privacy'] as const) {
    it.each(locales)(`${document} renders in %s with a heading per section and a table of contents`, async (locale) => {
      renderApp(paths[document], { locale });
      expect(await findPageHeading(titles[document][locale])).toBeInTheDocument();
      expect(window.document.documentElement).toHaveAttribute('dir', locale === 'en' ? 'ltr' : 'rtl');
      const sections = legalDocuments[document];
      const toc = screen.getByRole('navigation', { name: catalogs[locale]!['legal.toc'] });
      const links = within(toc).getAllByRole('link');
      expect(links).toHaveLength(sections.length);
      const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id.startsWith(`${document}-`));
      expect(headings).toHaveLength(sections.length);
      sections.forEach((section, index) => {
        const title = catalogs[locale]![`legal.${document}.${section.id}.title`]!;
        expect(links[index]).toHaveTextContent(title);
        // Each entry links to its section, which is named by its heading.
        const target = window.document.getElementById(links[index]!.getAttribute('href')!.slice(1))!;
        expect(target).not.toBeNull();
        expect(within(target).getByRole('heading', { level: 2 })).toHaveTextContent(title);
        for (let p = 1; p <= section.paragraphs; p += 1) expect(catalogs[locale]![`legal.${document}.${section.id}.p${p}`]).toBeTruthy();
      });
    });
  }

  it('terms state eligibility, registration, discretion, the liability cap, law, notices and risk', async () => {
    renderApp('/terms-of-use');
    await findPageHeading('Terms of use');
    const text = screen.getByRole('article').textContent ?? '';
    for (const phrase of [
      'at least 18 years old and have full legal capacity',
      'proof of identity',
      'proof of address',
      'Whether to approve a registration is at our discretion. We may refuse a registration',
      'capped at AED 10,000',
      'governed by the law of the financial centre whose regulator supervises Sahm, and the courts of that financial centre',
      'treated as received at 9am on the next working day',
      'treated as received on the second working day',
      'forecasts based on market information, not guarantees',
    ])
      expect(text).toContain(phrase);
    expect(screen.getAllByRole('link', { name: 'support@sahm.iq' })[0]).toHaveAttribute('href', 'mailto:support@sahm.iq');
  });

  it('privacy states the 7-year retention, data-subject rights and the support e-mail', async () => {
    renderApp('/privacy-policy');
    await findPageHeading('Privacy policy');
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('for 7 years after your membership ends');
    expect(within(article).getByRole('heading', { level: 2, name: /Your rights/ })).toBeInTheDocument();
    expect(article).toHaveTextContent('As a data subject you have the right to get a copy of your personal data');
    expect(within(article).getAllByRole('link', { name: 'support@sahm.iq' }).length).toBeGreaterThan(0);
  });

  it('a contents entry moves to its section', async () => {
    renderApp('/terms-of-use');
    await findPageHeading('Terms of use');
    const link = within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', { name: '8. Limitation of liability' });
    expect(link).toHaveAttribute('href', '#terms-liability');
    await userEvent.click(link);
    expect(window.document.getElementById('terms-liability')).toHaveAccessibleName('8. Limitation of liability');
  });
});
