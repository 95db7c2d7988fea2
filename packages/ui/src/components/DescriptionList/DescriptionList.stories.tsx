import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Money } from '../Money/Money';
import { DescriptionList } from './DescriptionList';
import { descriptionListLayouts, descriptionValueSizes } from './DescriptionList.css';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { label: 'Amount', value: <Money value={1_250_000} /> },
      { label: 'Paid with', value: 'FastPay' },
      { label: 'For', value: '5 tokens of Al-Mansour Garden Residences' },
      { label: 'Date', value: '28 Nov 2026' },
    ],
  },
  argTypes: {
    layout: { control: 'inline-radio', options: descriptionListLayouts },
    valueSize: { control: 'inline-radio', options: descriptionValueSizes },
    items: { control: false },
  },
  decorators: [
    (Story) => (
      <Card gap="sm" style={{ maxInlineSize: 480 }}>
        <Heading level={2} size={4}>
          Payment details
        </Heading>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows: each label at the reading start, its value at the end of the line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['Amount', 'Paid with', 'For', 'Date']);
    await expect(within(list).getAllByRole('definition')[1]).toHaveTextContent('FastPay');
  },
};

/** Tiles: each label above its value, in as many columns as fit; headline figures at the large size. */
export const Tiles: Story = {
  args: {
    layout: 'tiles',
    minColumnSize: 180,
    valueSize: 'lg',
    items: [
      { label: 'Total invested', value: <Money value={12_500_000} /> },
      { label: 'Rent received', value: <Money value={348_250} /> },
      { label: 'Withdrawn', value: <Money value={2_000_000} /> },
      { label: 'Deposits', value: '7' },
    ],
  },
};

/** A narrow card (a phone): a value too long for the line wraps under its label, and a long word breaks rather than widening the card. */
export const Narrow: Story = {
  args: {
    items: [
      { label: 'Seller', value: 'the_longest_username_anyone_ever_chose_on_sahm' },
      { label: 'For', value: '5 tokens of Al-Mansour Garden Residences, Baghdad' },
      { label: 'Total', value: <Money value={1_250_000} /> },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
};
