import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { TextLink } from './TextLink';
import { textLink } from './TextLink.css';

function RouterLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

describe('TextLink', () => {
  it('is an accent link by default', () => {
    renderWithUI(<TextLink href="/register">Sign up</TextLink>);
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/register');
    expect(link).toHaveClass(...textLink({ tone: 'accent', withIcon: false }).split(' '));
  });

  it('takes the neutral tone, a class and a ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithUI(
      <TextLink ref={ref} tone="neutral" className="extra" href="/about-us">
        About us
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveClass(...textLink({ tone: 'neutral' }).split(' '), 'extra');
    expect(ref.current).toBe(link);
  });

  it('draws a leading icon hidden from screen readers', () => {
    renderWithUI(
      <TextLink href="/deed.pdf" leading="file">
        Title deed
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Title deed' });
    expect(link.querySelector('svg[data-icon="file"]')).toHaveAttribute('aria-hidden', 'true');
    expect(link).toHaveClass(...textLink({ withIcon: true }).split(' '));
  });

  it('renders its child with the link look, icon included, when asChild', async () => {
    const onClick = vi.fn();
    renderWithUI(
      <TextLink asChild leading="arrowEnd" onClick={onClick}>
        <RouterLink to="#properties">All properties</RouterLink>
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'All properties' });
    expect(link).toHaveAttribute('href', '#properties');
    expect(link).toHaveClass(...textLink({ withIcon: true }).split(' '));
    expect(link.querySelector('svg[data-icon="arrowEnd"]')).not.toBeNull();
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(
      <p>
        ليس لديك حساب؟ <TextLink href="/register">إنشاء حساب</TextLink>
      </p>,
      { locale: 'ar' },
    );
    await expectNoAxeViolations(container);
  });
});
