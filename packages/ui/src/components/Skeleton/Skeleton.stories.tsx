import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Skeleton } from './Skeleton';
import { skeletonShapes } from './Skeleton.css';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', inlineSize: '60%' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

/** A card-shaped loading block, as the property list shows while it loads. */
export const CardShape: Story = {
  render: () => (
    <Stack gap="sm" aria-busy="true" style={{ inlineSize: 280 }}>
      <Skeleton shape="rect" blockSize={160} />
      <Skeleton inlineSize="40%" />
      <Skeleton inlineSize="80%" />
      <Stack direction="row" gap="sm" alignItems="center">
        <Skeleton shape="circle" inlineSize={32} blockSize={32} />
        <Skeleton inlineSize="50%" />
      </Stack>
    </Stack>
  ),
};
