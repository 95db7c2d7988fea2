import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import type { ComponentType } from 'react';
import { PropertyCard, type PropertyCardContent } from './PropertyCard';
import { propertyCardBadges, propertyCardHeadingLevels, propertyPriceKinds } from './PropertyCard.css';

/** A drawn tower as an inline SVG, so captures never depend on the network. */
const towerImage = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd3e6"/><stop offset="1" stop-color="#e9f5f2"/></linearGradient></defs>
    <rect width="320" height="200" fill="url(#sky)"/>
    <circle cx="262" cy="44" r="18" fill="#ffd98a"/>
    <rect x="40" y="92" width="70" height="108" fill="#486581"/>
    <rect x="120" y="40" width="86" height="160" fill="#0b6e64"/>
    <rect x="216" y="78" width="64" height="122" fill="#6b7c93"/>
    ${Array.from({ length: 6 }, (_, row) =>
      Array.from({ length: 4 }, (_, col) => `<rect x="${130 + col * 19}" y="${52 + row * 24}" width="10" height="14" fill="#e3f4f1"/>`).join(''),
    ).join('')}
    <rect y="188" width="320" height="12" fill="#3c4f63"/>
  </svg>`,
)}`;

/** Storybook's controls cannot work with the loading/loaded union, so stories see one flat shape. */
type PropertyCardArgs = PropertyCardContent & { loading?: boolean };
const Card = PropertyCard as ComponentType<PropertyCardArgs>;

const meta = {
  title: 'Product/PropertyCard',
  component: Card,
  args: {
    name: 'Empire Tower, Erbil',
    propertyType: 'Residential',
    imageSrc: towerImage,
    imageAlt: '',
    price: 250_000_000,
    priceKind: 'property',
    irr: 12.345,
    fundedPercent: 64.5,
    tokenPrice: 100_000,
    href: '#property-detail',
    headingLevel: 3,
  },
  argTypes: {
    priceKind: { control: 'inline-radio', options: propertyPriceKinds },
    badges: { control: 'check', options: propertyCardBadges },
    headingLevel: { control: 'inline-radio', options: propertyCardHeadingLevels },
  },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 300 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { badges: ['hot'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Empire Tower, Erbil');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await expect(canvas.getByText('12.35%')).toBeInTheDocument();
  },
};

/** Funded 100.00 reads "100%". */
export const Funded: Story = {
  args: { fundedPercent: 100.0, badges: ['funded'], priceKind: 'asset' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  },
};

/** Coming soon: blurred placeholder and lock, not a link, not focusable, and no prices: a note says they come when it opens. */
export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('term')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long Sorani Kurdish name wraps instead of overflowing or being cut. */
export const LongName: Story = {
  args: {
    name: 'باڵەخانەی نیشتەجێبوونی گوندی ئەڵمانی لە شەقامی سەد مەتری، هەولێر',
    propertyType: 'نیشتەجێبوون',
    badges: ['hot', 'funded'],
    fundedPercent: 100,
  },
};

/** No photo: a placeholder with the image-missing icon. */
export const NoImage: Story = { args: { imageSrc: undefined } };
