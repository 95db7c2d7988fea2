import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Money } from './Money';

const meta = {
  title: 'Primitives/Money',
  component: Money,
  args: { value: 100000 },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The minimum investment, in the locale's digits and symbol. */
export const MinimumInvestment: Story = {};

export const Amounts: Story = {
  render: () => (
    <Stack gap="xs">
      <Money value={0} />
      <Money value={10000} />
      <Money value={1250000} />
      <Money value={100000000} />
      <Money value={9007199254740993n} />
    </Stack>
  ),
};
