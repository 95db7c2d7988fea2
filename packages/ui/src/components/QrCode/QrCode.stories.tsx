import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

/** A stand-in for a provider's QR picture (the FIB sandbox sends one like it): an SVG data URL. */
const cells = Array.from({ length: 21 * 21 }, (_, i) => {
  const x = i % 21;
  const y = Math.floor(i / 21);
  const corner = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
  const on = corner ? x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5) : (x * 7 + y * 13) % 3 === 0;
  return on ? `<rect x="${x}" y="${y}" width="1" height="1"/>` : '';
}).join('');
const picture = `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><rect width="21" height="21" fill="#fff"/><g fill="#000">${cells}</g></svg>`)}`;

const meta = {
  title: 'Product/QrCode',
  component: QrCode,
  args: { src: picture, label: 'QR code to pay 50,000 IQD with FIB', code: 'ABCD-1234', size: 200 },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture with the code a person can type instead, and a copy button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code to pay 50,000 IQD with FIB' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /copy/i })).toBeVisible();
  },
};

/** Only the picture. */
export const PictureOnly: Story = { args: { code: undefined, size: 160 } };

/** A source that is not a picture (text, a script URL) is not drawn; the code still is. */
export const NotAPicture: Story = { args: { src: 'javascript:alert(1)' } };
