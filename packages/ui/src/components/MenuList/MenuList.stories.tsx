import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { IconName } from '../Icon/Icon';
import { TextLink } from '../TextLink/TextLink';
import { MenuLink, MenuList } from './MenuList';

/** Stands in for the app's router link. */
function RouterLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Primitives/MenuList',
  component: MenuList,
  args: { children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof MenuList>;
export default meta;
type Story = StoryObj<typeof meta>;

const logout = fn();
const pages: { to: string; label: string; icon: IconName; current?: boolean }[] = [
  { to: '#home', label: 'Home', icon: 'home' },
  { to: '#dashboard', label: 'Dashboard', icon: 'wallet', current: true },
  { to: '#notifications', label: 'Notifications', icon: 'bell' },
];

/** A side menu: pages (the current one marked) and an action, each a row with its icon. */
export const SideMenu: Story = {
  render: () => (
    <nav aria-label="Main" style={{ inlineSize: 320 }}>
      <MenuList>
        {pages.map(({ to, label, icon, current }) => (
          <li key={to}>
            <MenuLink asChild icon={icon} current={current}>
              <RouterLink to={to}>{label}</RouterLink>
            </MenuLink>
          </li>
        ))}
        <li>
          <MenuLink icon="logout" onClick={logout}>
            Logout
          </MenuLink>
        </li>
      </MenuList>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(logout).toHaveBeenCalled();
  },
};

/** A footer's column of links: no bullets, no indent. */
export const FooterLinks: Story = {
  render: () => (
    <MenuList aria-label="Company">
      {['About us', 'Terms of use', 'Privacy policy', 'Contact us'].map((label) => (
        <li key={label}>
          <TextLink tone="neutral" href={`#${label}`}>
            {label}
          </TextLink>
        </li>
      ))}
    </MenuList>
  ),
};
