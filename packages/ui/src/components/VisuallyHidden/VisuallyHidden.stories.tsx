import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { VisuallyHidden } from './VisuallyHidden';
import { visuallyHiddenElements } from './VisuallyHidden.css';

const meta = {
  title: 'Typography/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '(PDF, opens in a new tab)' },
  argTypes: { as: { control: 'select', options: visuallyHiddenElements } },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link that says more to a screen reader than it shows: only the visible words and the icon are drawn. */
export const InALink: Story = {
  render: (args) => (
    <a href="#title-deed" target="_blank" rel="noreferrer">
      Title deed <Icon name="download" size={16} /> <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Title deed (PDF, opens in a new tab)' })).toBeVisible();
  },
};

/** A section whose title is a chart: the heading is there for the page outline and screen readers only. */
export const HiddenHeading: Story = {
  args: { as: 'h2', children: 'Price history' },
  render: (args) => (
    <Stack gap="sm">
      <VisuallyHidden {...args} />
      <Text>The chart and its table come here.</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Price history' })).toBeInTheDocument();
  },
};
