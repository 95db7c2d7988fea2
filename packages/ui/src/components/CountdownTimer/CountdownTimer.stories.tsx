import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CountdownTimer } from './CountdownTimer';
import { countdownVariants } from './CountdownTimer.css';

// A fixed clock: every story draws the same digits on every run.
const NOW = Date.parse('2025-03-01T09:00:00Z');
const fixedNow = () => NOW;
const inSeconds = (seconds: number) => NOW + seconds * 1000;

const meta = {
  title: 'Product/CountdownTimer',
  component: CountdownTimer,
  args: {
    now: fixedNow,
    deadline: inSeconds(2 * 86_400 + 5 * 3_600 + 30 * 60 + 15),
    variant: 'units',
    onExpire: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: countdownVariants } },
} satisfies Meta<typeof CountdownTimer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card / bank-app deposit window: days, hours, minutes, seconds. */
export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Time remaining|الوقت المتبقي/);
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const ManyDays: Story = { args: { deadline: inSeconds(125 * 86_400 + 23 * 3_600 + 59 * 60 + 59) } };

export const LastMinute: Story = { args: { deadline: inSeconds(45) } };

export const Expired: Story = {
  args: { deadline: inSeconds(-1) },
  play: async ({ args }) => {
    await expect(args.onExpire).toHaveBeenCalledOnce();
  },
};

/** hh:mm:ss beside the bank-app QR code. */
export const Compact: Story = {
  args: { variant: 'compact', deadline: inSeconds(14 * 60 + 59), label: 'QR code valid for' },
};

export const CompactExpired: Story = { args: { variant: 'compact', deadline: inSeconds(0) } };
