import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Section } from './Section';
import { sectionLevels, sectionSpaces } from './Section.css';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: 'How it works',
    children: (
      <Box padding="lg" backgroundColor="muted" borderRadius="md">
        <Text>Choose a property, buy tokens from 100,000 IQD, and receive your share of the rent every month.</Text>
      </Box>
    ),
  },
  argTypes: {
    level: { control: 'inline-radio', options: sectionLevels },
    space: { control: 'select', options: sectionSpaces },
    children: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section of a page: an h2 over its content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  },
};

/** The page header: the h1 with its lead paragraph, kept to a reading width. */
export const PageHeader: Story = {
  args: {
    level: 1,
    title: 'Contact us',
    lead: 'Questions about a property, your wallet or your identity check? We answer within one working day.',
    children: undefined,
  },
};

/** With an eyebrow above the heading, as on a property page. */
export const WithEyebrow: Story = {
  args: { level: 1, eyebrow: 'Erbil, Gulan Street', title: 'Villa with garden', lead: 'Four bedrooms, 320 m², rented since 2023.', children: undefined },
};

/** Actions at the reading end of the header: on the right in English, on the left in Arabic. */
export const WithActions: Story = {
  args: {
    title: 'Newest properties',
    lead: 'Listed in the last 30 days',
    actions: (
      <Button variant="ghost" trailing="arrowEnd">
        See all
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'See all' })).toBeVisible();
  },
};

/** A named region: `<section>` labelled by its heading, for the page's main parts. */
export const Landmark: Story = {
  args: { landmark: true, title: 'Rental income' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Rental income' });
    await expect(region.tagName).toBe('SECTION');
  },
};
