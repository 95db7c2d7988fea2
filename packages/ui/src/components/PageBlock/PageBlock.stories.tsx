import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Section } from '../Section/Section';
import { Text } from '../Text/Text';
import { PageBlock, pageBlockElements } from './PageBlock';
import { pageBlockPaddings, pageBlockSpaces, pageBlockWidths } from './PageBlock.css';

const meta = {
  title: 'Layout/PageBlock',
  component: PageBlock,
  args: {
    width: 'full',
    space: 'xl',
    children: (
      <>
        <Section level={1} title="About Sahm" lead="Fractional real-estate investment for everyone in Iraq." />
        <Box padding="lg" backgroundColor="raised" borderRadius="md">
          <Text>The first block of the page.</Text>
        </Box>
        <Box padding="lg" backgroundColor="raised" borderRadius="md">
          <Text>The second block, one page gap below.</Text>
        </Box>
      </>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: pageBlockWidths },
    space: { control: 'select', options: pageBlockSpaces },
    paddingBlock: { control: 'inline-radio', options: pageBlockPaddings },
    as: { control: 'inline-radio', options: pageBlockElements },
    children: { control: false },
  },
  // The page's surroundings, so the block's width and gutters show.
  decorators: [
    (Story) => (
      <Box backgroundColor="muted">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PageBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole main area, with the page's gutters. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'About Sahm' })).toBeVisible();
  },
};

/** Centred at a reading width; the margins either side are equal in both directions. */
export const Medium: Story = { args: { width: 'medium' } };

/** A single form, as the sign-in steps use; a larger gap between blocks. */
export const Narrow: Story = { args: { width: 'narrow', space: 'xxl' } };

/** A dense screen (a property's page): 24px above and below at every width instead of 32px. */
export const PaddingBlockXl: Story = { args: { paddingBlock: 'xl', space: 'lg' } };

/** One named region for the whole page content, labelled by its h1. */
export const AsLabelledSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'page-title',
    width: 'wide',
    children: <Section level={1} headingId="page-title" title="Contact us" lead="We answer within one working day." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Contact us' }).tagName).toBe('SECTION');
  },
};
