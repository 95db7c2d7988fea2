import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tiles } from './Tiles';
import { tilesAlignments, tilesElements, tilesSpaces } from './Tiles.css';

const advantages = ['From 100,000 IQD', 'Monthly rent', 'Value growth', 'Sell any time', 'Licensed', 'Title deeds'];

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    minColumnSize: 220,
    children: advantages.map((title) => (
      <Card key={title} gap="sm">
        <Heading level={3} size={4}>
          {title}
        </Heading>
        <Text size="sm" tone="muted">
          One of Sahm&apos;s advantages.
        </Text>
      </Card>
    )),
  },
  argTypes: {
    space: { control: 'select', options: tilesSpaces },
    alignItems: { control: 'inline-radio', options: tilesAlignments },
    as: { control: 'inline-radio', options: tilesElements },
    children: { control: false },
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As many 220px-or-wider columns as fit; the first tile at the reading start. */
export const Default: Story = {};

/** Two tiles: kept at the column size by default (top), sharing the row with `stretch` (bottom). */
export const Stretch: Story = {
  render: () => (
    <Stack gap="xl">
      {[false, true].map((stretch) => (
        <Tiles key={String(stretch)} minColumnSize={200} stretch={stretch}>
          <Card tone="muted">Company</Card>
          <Card tone="muted">Support</Card>
        </Tiles>
      ))}
    </Stack>
  ),
};

/** A list of cards: an unmarked `ul` whose items are the tiles. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Advantages',
    children: advantages.slice(0, 4).map((title) => (
      <Card key={title} as="li">
        {title}
      </Card>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Advantages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Label and value pairs: a `dl` whose tiles are `div`s of one `dt` and one `dd`. */
export const Facts: Story = {
  args: {
    as: 'dl',
    minColumnSize: 160,
    space: 'md',
    children: [
      ['City', 'Baghdad'],
      ['Floors', '12'],
      ['Bedrooms', '4'],
      ['Parking', '2'],
    ].map(([label, value]) => (
      <Stack key={label} gap="xxs">
        <dt>
          <Text as="span" size="sm" tone="muted">
            {label}
          </Text>
        </dt>
        {/* A dd is indented by default. */}
        <dd style={{ margin: 0 }}>
          <Text as="span" weight="semibold">
            {value}
          </Text>
        </dd>
      </Stack>
    )),
  },
};
