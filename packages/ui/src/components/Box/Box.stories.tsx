import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', backgroundColor: 'muted', borderRadius: 'md', children: 'Padding and alignment follow the reading direction.' },
  argTypes: {
    padding: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    backgroundColor: { control: 'inline-radio', options: ['surface', 'raised', 'muted', 'accent'] },
    textAlign: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `paddingInlineStart` sits at the left in English and at the right in Arabic. */
export const InlineStartPadding: Story = {
  args: { padding: 'none', paddingInlineStart: 'xxxl', paddingBlock: 'md', backgroundColor: 'accent', textAlign: 'start' },
};
