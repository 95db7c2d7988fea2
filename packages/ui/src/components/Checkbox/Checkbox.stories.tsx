import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';

const checkedStates = [false, true, 'indeterminate'] as const;

const terms = (
  <>
    I accept the <a href="#terms-of-use">Terms and Conditions</a>
  </>
);

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Email me when new properties are listed', onCheckedChange: fn() },
  argTypes: {
    checked: { control: 'inline-radio', options: checkedStates },
    defaultChecked: { control: 'inline-radio', options: checkedStates },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email me when new properties are listed' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** The purchase agreement: the label holds a link, which opens the terms without ticking the box. */
export const TermsAgreement: Story = {
  args: { label: terms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '#terms-of-use');
    await userEvent.click(canvas.getByText(/I accept the/));
    await expect(box).toBeChecked();
  },
};

/** Purchase attempted without accepting: the app passes the message. */
export const WithError: Story = {
  args: { label: terms, error: 'Please accept the Terms and Conditions to continue' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the Terms and Conditions to continue');
  },
};

export const Indeterminate: Story = { args: { label: 'All properties', checked: 'indeterminate' } };

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="sm">
      <Checkbox {...args} disabled label="Disabled" />
      <Checkbox {...args} disabled defaultChecked label="Disabled and checked" />
    </Stack>
  ),
};

/** A long label wraps beside the box, which stays on the first line. */
export const LongLabel: Story = {
  args: {
    label:
      'I understand that property values can go down as well as up, that rent is paid monthly in proportion to my tokens, and that selling tokens depends on finding a buyer.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};
