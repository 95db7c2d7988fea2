import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Invest now', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    leading: { control: 'select', options: [undefined, ...iconNames] },
    trailing: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invest now' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every variant and size; the trailing arrow points along the reading direction. */
export const Variants: Story = {
  render: (args) => (
    <Stack gap="lg">
      {buttonSizes.map((size) => (
        <Stack key={size} direction="row" gap="md" alignItems="center" flexWrap="wrap">
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size} trailing="arrowEnd">
              {variant}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const WithIcon: Story = { args: { leading: 'wallet', children: 'Deposit' } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#invest">View all</a> },
};

export const FullWidth: Story = { args: { fullWidth: true } };

/**
 * A label longer than the room wraps inside the button, centred, instead of
 * running out of its card: here a column of 220 px whose buttons keep their
 * own width (alignItems="flex-start").
 */
export const LongLabel: Story = {
  render: (args) => (
    <Stack gap="sm" alignItems="flex-start" style={{ inlineSize: 220 }} data-testid="column">
      <Button {...args}>Save</Button>
      <Button {...args} leading="lock">
        Keep my two step sign in for this account
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const column = canvas.getByTestId('column').getBoundingClientRect();
    const short = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const long = canvas.getByRole('button', { name: 'Keep my two step sign in for this account' }).getBoundingClientRect();
    await expect(long.left).toBeGreaterThanOrEqual(column.left - 0.5);
    await expect(long.right).toBeLessThanOrEqual(column.right + 0.5);
    // More than one line: taller than the one-line button above it.
    await expect(long.height).toBeGreaterThan(short.height);
  },
};
