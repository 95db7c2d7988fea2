import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { textAligns } from '../Text/Text.css';
import { Heading } from './Heading';
import { headingLevels, headingTones } from './Heading.css';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Invest in Iraqi real estate from 100,000 IQD' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: [undefined, ...headingLevels] },
    tone: { control: 'select', options: headingTones },
    align: { control: 'inline-radio', options: [undefined, ...textAligns] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Invest in Iraqi real estate');
  },
};

/** The four sizes, each on its own level. */
export const Levels: Story = {
  render: () => (
    <Stack gap="md">
      <Heading level={1}>Property details</Heading>
      <Heading level={2}>Rental income</Heading>
      <Heading level={3}>Villa in Erbil</Heading>
      <Heading level={4}>Title deed</Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) await expect(canvas.getByRole('heading', { level })).toBeInTheDocument();
  },
};

/** The element is an h2 for the outline; it looks like size 4. */
export const LevelApartFromSize: Story = {
  args: { level: 2, size: 4, children: 'Documents' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Documents' });
    await expect(heading.tagName).toBe('H2');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="sm">
      {headingTones.map((tone) => (
        <Heading key={tone} level={3} tone={tone}>
          {tone}: Villa in Erbil
        </Heading>
      ))}
    </Stack>
  ),
};

/** `end` is the right edge in English and the left edge in Arabic. */
export const AlignedToTheEnd: Story = { args: { level: 2, align: 'end', children: 'Rental income' } };
