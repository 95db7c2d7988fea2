import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { iconNames } from '../Icon/Icon';
import { EmptyState, emptyStateHeadingLevels } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {},
  argTypes: {
    icon: { control: 'select', options: iconNames },
    headingLevel: { control: 'select', options: [undefined, ...emptyStateHeadingLevels] },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only the library's default title, in the toolbar's language. */
export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    icon: 'file',
    title: 'No transactions yet',
    description: 'Your purchases, rent payments and deposits will appear here',
  },
};

export const WithAction: Story = {
  args: {
    icon: 'building',
    title: 'You do not own any tokens yet',
    description: 'Start from 100,000 IQD in any listed property',
    action: <Button trailing="arrowEnd">Browse properties</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Browse properties' })).toBeVisible();
  },
};

/** An empty search result, announced politely because it follows the user's typing. */
export const SearchResult: Story = {
  args: { icon: 'search', title: 'No data found', live: true, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('heading', { level: 2, name: 'No data found' })).toBeInTheDocument();
  },
};
