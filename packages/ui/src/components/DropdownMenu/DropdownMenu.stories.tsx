import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeNames, locales } from '@sahm/domain';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Stack } from '../Stack/Stack';
import { DropdownMenu } from './DropdownMenu';
import { dropdownMenuAligns } from './DropdownMenu.css';

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: (
      <Button variant="ghost" trailing="chevronDown">
        About
      </Button>
    ),
    items: [
      { label: 'About us', href: '#about-us' },
      { label: 'Terms and conditions', href: '#terms' },
      { label: 'Privacy policy', href: '#privacy' },
      { label: 'Contact us', href: '#contact' },
    ],
    defaultOpen: true,
    onOpenChange: fn(),
  },
  argTypes: { align: { control: 'inline-radio', options: dropdownMenuAligns } },
  // The trigger sits at the reading end of a header, where the menu opens in the app.
  decorators: [
    (Story) => (
      <Stack direction="row" justifyContent="flex-end">
        <Story />
      </Stack>
    ),
  ],
  parameters: { visual: { viewport: true } },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The header's About dropdown, open. */
export const AboutMenu: Story = {};

/** The language switcher: native names, the current language checked. */
export const LanguageSwitcher: Story = {
  args: {
    trigger: <IconButton icon="globe" label="Language" variant="outline" />,
    items: locales.map((locale) => ({ label: localeNames[locale], onSelect: fn(), current: locale === 'en' })),
  },
};

/** Icons, a separator and a destructive item. */
export const WithIconsAndSeparator: Story = {
  args: {
    trigger: <IconButton icon="user" label="Account" variant="outline" />,
    items: [
      { label: 'Dashboard', icon: 'home', href: '#dashboard' },
      { label: 'Portfolio', icon: 'building', href: '#portfolio' },
      { label: 'Settings', icon: 'user', href: '#settings' },
      { type: 'separator' },
      { label: 'Logout', icon: 'logout', tone: 'danger', onSelect: fn() },
    ],
  },
};

/** Closed; opens from the keyboard, arrows move, typing jumps, Escape returns focus. */
export const Keyboard: Story = {
  args: { defaultOpen: false },
  parameters: { visual: { viewport: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = page(canvasElement);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'About us' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Terms and conditions' })).toHaveFocus();
    await userEvent.keyboard('c');
    await expect(body.getByRole('menuitem', { name: 'Contact us' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
