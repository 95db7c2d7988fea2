import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import { IconButton } from './IconButton';
import { iconButtonSizes, iconButtonVariants } from './IconButton.css';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'menu', label: 'Open menu', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Previous/next chevrons mirror in RTL so "next" always points along the reading direction. */
export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap="md" alignItems="center">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} icon="chevronEnd" label={`Next (${variant})`} />
      ))}
      <IconButton {...args} icon="chevronStart" label="Previous" variant="outline" size="sm" />
      <IconButton {...args} icon="close" label="Close" size="lg" />
      <IconButton {...args} icon="trash" label="Delete" disabled />
    </Stack>
  ),
};

/** A count on the corner at the reading end (unread notifications); the label says it as shown ("99+" above 99), for screen readers and voice control. As a link with `asChild`. */
export const WithCount: Story = {
  render: (args) => (
    <Stack direction="row" gap="lg" alignItems="center">
      <IconButton {...args} icon="bell" label="Notifications, 3 unread" count={3} />
      <IconButton icon="bell" label="Notifications, 99+ unread" count={120} asChild>
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- IconButton gives the link its label, icon and count */}
        <a href="#notifications" />
      </IconButton>
      <IconButton {...args} icon="bell" label="Notifications" count={0} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Notifications, 99+ unread' })).toHaveAttribute('href', '#notifications');
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
  },
};
