import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { CameraCapture, type CameraCaptureProps, type CameraSource } from './CameraCapture';

/** A drawn stand-in for a photographed ID card: an SVG, so every capture is the same. */
const card = new Blob(
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e8eef5"/><rect x="40" y="50" width="320" height="200" rx="14" fill="#fff" stroke="#7b8ba1" stroke-width="3"/><circle cx="110" cy="130" r="36" fill="#c3cedb"/><rect x="80" y="180" width="60" height="40" rx="6" fill="#c3cedb"/><rect x="170" y="100" width="160" height="14" rx="7" fill="#7b8ba1"/><rect x="170" y="130" width="120" height="12" rx="6" fill="#a9b6c6"/><rect x="170" y="156" width="140" height="12" rx="6" fill="#a9b6c6"/><rect x="170" y="196" width="90" height="12" rx="6" fill="#a9b6c6"/></svg>`,
  ],
  { type: 'image/svg+xml' },
);

/** A camera that answers with a moving test picture (a canvas stream), as a phone's camera would. */
const testCamera: CameraSource = {
  getUserMedia: () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    let frame = 0;
    const draw = () => {
      if (!context) return;
      context.fillStyle = '#1f3b5c';
      context.fillRect(0, 0, 640, 480);
      context.fillStyle = '#f4c542';
      context.beginPath();
      context.arc(320 + Math.sin(frame / 10) * 80, 240, 90, 0, Math.PI * 2);
      context.fill();
      frame++;
    };
    draw();
    setInterval(draw, 100);
    return Promise.resolve(canvas.captureStream(10));
  },
};
const refusingCamera: CameraSource = { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) };

/** Holds the picture the way a form would. */
function Controlled(props: CameraCaptureProps) {
  const [value, setValue] = useState<Blob | null>(props.value ?? null);
  return (
    <CameraCapture
      {...props}
      value={value}
      onChange={(image) => {
        setValue(image);
        props.onChange(image);
      }}
    />
  );
}

const meta = {
  title: 'Product/CameraCapture',
  component: CameraCapture,
  args: { label: 'Front of the ID card', hint: 'Lay the card flat in good light, all four corners in view.', onChange: fn(), camera: testCamera },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CameraCapture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing taken yet: open the camera, or choose a file. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Front of the ID card' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use the camera' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  },
};

/** A photo taken (or a file chosen): its preview and "Retake". */
export const WithPhoto: Story = {
  args: { value: card },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'The photo taken' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retake' })).toBeVisible();
  },
};

/** The live view of the front camera (mirrored), then "Take photo". */
export const Live: Story = {
  args: { label: 'Your face', hint: 'Turn your head to the left', facing: 'user', allowFile: false },
  parameters: { visual: { skip: 'a live video: every frame differs' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the camera' }));
    await expect(await canvas.findByLabelText('Camera view')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Take photo' }));
    await expect(await canvas.findByRole('img', { name: 'The photo taken' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(expect.any(Blob));
  },
};

/** The browser has no camera API: said, and "Choose a file" stays. */
export const NotSupported: Story = {
  args: { camera: null, autoStart: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your browser does not support the camera.');
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  },
};

/** Access refused (or no camera, or it is busy). */
export const Unreachable: Story = {
  args: { camera: refusingCamera, autoStart: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/We could not reach your camera/)).toBeVisible();
  },
};

/** The app's own error, e.g. a required side not given yet. */
export const WithError: Story = { args: { error: 'Add the front of the ID card.' } };
