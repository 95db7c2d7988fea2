import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@sahm/tokens';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Money } from '../Money/Money';
import { Carousel } from './Carousel';

const properties = [
  { name: 'Erbil Garden Villas', city: 'Erbil', hue: 168 },
  { name: 'Baghdad Tower', city: 'Baghdad', hue: 210 },
  { name: 'Basra Corniche Flats', city: 'Basra', hue: 32 },
  { name: 'Duhok Hills', city: 'Duhok', hue: 120 },
  { name: 'Sulaymaniyah Heights', city: 'Sulaymaniyah', hue: 280 },
  { name: 'Karbala Residences', city: 'Karbala', hue: 350 },
  { name: 'Najaf Old Town Lofts', city: 'Najaf', hue: 48 },
  { name: 'Mosul Riverside', city: 'Mosul', hue: 190 },
];

/** A simple property card: a CSS gradient stands in for the photo, so screenshots never wait on images. */
function PropertyCard({ name, city, hue }: (typeof properties)[number]) {
  return (
    <article
      style={{
        borderRadius: 14,
        overflow: 'hidden',
        border: `1px solid ${vars.color.border}`,
        backgroundColor: vars.color.surfaceRaised,
      }}
    >
      <div
        style={{
          blockSize: 120,
          background: `linear-gradient(135deg, hsl(${hue} 55% 72%), hsl(${(hue + 40) % 360} 45% 48%))`,
        }}
      />
      <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 4 }}>
        <a href={`#${city.toLowerCase()}`} style={{ color: vars.color.text, fontWeight: 600, textDecoration: 'none' }}>
          {name}
        </a>
        <span style={{ color: vars.color.textMuted, fontSize: 14 }}>{city}</span>
        <Money value={100000} />
      </div>
    </article>
  );
}

const meta = {
  title: 'Product/Carousel',
  component: Carousel,
  args: {
    label: 'Hot properties',
    heading: 'Hot properties',
    children: properties.map((p) => <PropertyCard key={p.name} {...p} />),
  },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cards; at this width three fit. The arrows page, and mirror in Arabic. */
export const Default: Story = {
  args: {
    action: (
      <Button variant="ghost" size="sm" trailing="arrowEnd">
        View all
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Hot properties' });
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('group', { name: '1 of 8' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('group', { name: '8 of 8' })).toHaveAttribute('inert');
    await userEvent.click(next);
    await expect(previous).toBeEnabled();
    await userEvent.click(next);
    await expect(canvas.getByRole('group', { name: '8 of 8' })).not.toHaveAttribute('inert');
    await expect(next).toBeDisabled();
    region.focus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('group', { name: '1 of 8' })).not.toHaveAttribute('inert');
  },
};

/** Two slides fit without paging, so there are no arrows. */
export const FewSlides: Story = {
  args: { children: properties.slice(0, 2).map((p) => <PropertyCard key={p.name} {...p} />) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** In a 500px box one slide fits (the count follows the carousel's own width). A swipe turns the page. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 500 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visible = () => canvas.getAllByRole('group').filter((g) => !g.hasAttribute('inert'));
    await expect(visible()).toHaveLength(1);
    const viewport = canvasElement.querySelector('[data-carousel-viewport]')!;
    const rtl = canvasElement.closest('[dir="rtl"]') !== null;
    await fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, button: 0 });
    await fireEvent.pointerUp(viewport, { pointerId: 1, clientX: rtl ? 400 : 200 });
    await expect(visible()[0]).toHaveAccessibleName(rtl ? '٢ من ٨' : '2 of 8');
  },
};

/** Without a heading: only the arrows, at the reading end. */
export const WithoutHeading: Story = {
  args: { heading: undefined, label: 'New properties' },
};
