import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { LocationMap, type MapTile } from './LocationMap';

/** Drawn tiles (blocks, a river, streets) as inline SVG, so stories and captures never reach the network. */
const drawnTile = ({ z, x, y }: MapTile) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
      <rect width="256" height="256" fill="${(x + y) % 2 ? '#eef1ea' : '#f2f0e9'}"/>
      <rect x="16" y="16" width="96" height="96" fill="#e0ddd3"/><rect x="144" y="144" width="96" height="96" fill="#dfe8d5"/>
      <path d="M0 128H256M128 0V256" stroke="#ffffff" stroke-width="10"/>
      ${y % 3 === 0 ? '<path d="M0 40C80 70 170 10 256 44" stroke="#a9d3e6" stroke-width="18" fill="none"/>' : ''}
      <text x="8" y="250" font-size="10" fill="#9aa5b1">${z}/${x}/${y}</text>
    </svg>`,
  )}`;

const meta = {
  title: 'Product/LocationMap',
  component: LocationMap,
  args: { latitude: 33.3128, longitude: 44.3615, label: 'Map of Mansour Residence', zoom: 15, tileUrl: drawnTile },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 480 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LocationMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pin on the property; zoom buttons at the reading end, the OpenStreetMap credit under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Map of Mansour Residence' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvasElement.querySelector('[data-zoom]')).toHaveAttribute('data-zoom', '16');
  },
};

/** Fully zoomed in: the zoom-in button is disabled. */
export const MostZoomedIn: Story = { args: { zoom: 18 } };

/** Tiles that cannot load (offline): the pin and the credit stay on a plain background. */
export const TilesUnavailable: Story = { args: { tileUrl: () => 'data:image/png;base64,broken' } };
