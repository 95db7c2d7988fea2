import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { MenuLink, MenuList } from './MenuList';
import { menuLink, menuList } from './MenuList.css';

function RouterLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

describe('MenuList and MenuLink', () => {
  it('lists rows: a page through the router link, the current one marked, and an action as a button', async () => {
    const onLogout = vi.fn();
    const ref = createRef<HTMLUListElement>();
    const { container } = renderWithUI(
      <nav aria-label="Main">
        <MenuList ref={ref} className="extra">
          <li>
            <MenuLink asChild icon="home">
              <RouterLink to="/home">Home</RouterLink>
            </MenuLink>
          </li>
          <li>
            <MenuLink asChild icon="wallet" current>
              <RouterLink to="/dashboard">Dashboard</RouterLink>
            </MenuLink>
          </li>
          <li>
            <MenuLink icon="logout" onClick={onLogout}>
              Logout
            </MenuLink>
          </li>
        </MenuList>
      </nav>,
    );
    expect(ref.current).toBe(screen.getByRole('list'));
    expect(ref.current).toHaveClass(menuList, 'extra');

    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/home');
    expect(home).toHaveClass(menuLink);
    expect(home).not.toHaveAttribute('aria-current');
    expect(home.querySelector('svg[data-icon="home"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(logout).toHaveAttribute('type', 'button');
    expect(logout).toHaveClass(menuLink);
    await userEvent.click(logout);
    expect(onLogout).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('draws no icon when given none, and passes a class and a ref to its button', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithUI(
      <MenuLink ref={ref} className="extra">
        Search
      </MenuLink>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass(menuLink, 'extra');
    expect(button.querySelector('svg')).toBeNull();
  });
});
