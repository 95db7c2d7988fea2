import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { ThemedPortal } from './Portal';

/**
 * Content rendered at the end of `<body>` keeps the provider's theme and
 * direction. Dialog, DropdownMenu and Toast use it for their Radix portals.
 */
const meta = {
  title: 'Primitives/ThemedPortal',
  component: ThemedPortal,
  parameters: { visual: { viewport: true } },
  args: {
    children: (
      <div style={{ position: 'fixed', insetBlockStart: 16, insetInlineEnd: 16 }}>
        <Badge tone="accent" icon="info">
          Portalled
        </Badge>
      </div>
    ),
  },
} satisfies Meta<typeof ThemedPortal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The badge sits at the top corner of the reading end: right in English, left in Arabic. */
export const AtTheReadingEnd: Story = {
  play: async () => {
    const portal = document.querySelector('[data-sahm-portal]') as HTMLElement;
    await expect(portal).toHaveAttribute('dir', document.documentElement.dir || 'ltr');
    await expect(within(portal).getByText('Portalled')).toBeVisible();
  },
};
