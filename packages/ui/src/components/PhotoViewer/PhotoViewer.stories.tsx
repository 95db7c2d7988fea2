import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PhotoViewer, type PhotoViewerProps, type ViewerPhoto } from './PhotoViewer';

/** Drawn photos as inline SVG, so captures never depend on the network. */
const drawn = (sky: string, building: string, label: string): ViewerPhoto => ({
  src: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><rect width="640" height="400" fill="${sky}"/><rect x="200" y="90" width="240" height="310" fill="${building}"/><rect y="380" width="640" height="20" fill="#3c4f63"/></svg>`,
  )}`,
  alt: label,
});

const photos = [drawn('#9fd3e6', '#0b6e64', 'Mansour Residence, photo 1 of 3'), drawn('#f6d8a8', '#486581', 'Mansour Residence, photo 2 of 3'), drawn('#dfe8d5', '#6b7c93', 'Mansour Residence, photo 3 of 3')];

/** The viewer keeps its own place here, as a page would. */
function Controlled(props: Partial<PhotoViewerProps>) {
  const [index, setIndex] = useState(props.index ?? 0);
  const [open, setOpen] = useState(true);
  return <PhotoViewer photos={photos} title="Mansour Residence" {...props} index={index} onIndexChange={setIndex} open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'Overlay/PhotoViewer',
  component: Controlled,
  // The viewer lives in a portal over the whole page, so the page is captured.
  parameters: { visual: { viewport: true } },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full screen: the count, the close button, the photo and the arrows at its sides (mirrored in Arabic). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Mansour Residence' });
    await expect(within(dialog).getByRole('img', { name: 'Mansour Residence, photo 1 of 3' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(within(dialog).getByRole('img', { name: 'Mansour Residence, photo 2 of 3' })).toBeInTheDocument();
  },
};

/** One photo: no arrows. */
export const SinglePhoto: Story = { args: { photos: photos.slice(0, 1) } };
