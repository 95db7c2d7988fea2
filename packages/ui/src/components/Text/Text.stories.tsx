import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from './Text';
import { textAligns, textElements, textSizes, textTones, textWeights } from './Text.css';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Investors buy tokens of properties, earn monthly rent and trade tokens with each other.' },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: [undefined, ...textSizes] },
    tone: { control: 'select', options: [undefined, ...textTones] },
    weight: { control: 'inline-radio', options: [undefined, ...textWeights] },
    align: { control: 'inline-radio', options: [undefined, ...textAligns] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph in the body text's size and colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Investors buy tokens/).tagName).toBe('P');
  },
};

/** The lead paragraph under a page title. */
export const Lead: Story = { args: { size: 'lg', tone: 'muted' } };

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

/** Muted for notes, critical for an inline error; never the only sign of meaning. */
export const Tones: Story = {
  render: () => (
    <Stack gap="xs">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}: 1,250,000 IQD
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: () => (
    <Stack gap="xs">
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>
          {weight}: Villa in Erbil
        </Text>
      ))}
    </Stack>
  ),
};

/** Start and end follow the reading direction: in Arabic `start` is the right edge. */
export const Alignment: Story = {
  render: () => (
    <Stack gap="xs">
      {textAligns.map((align) => (
        <Text key={align} align={align} size="sm" tone="muted">
          {align}
        </Text>
      ))}
    </Stack>
  ),
};

/** Inside a line: a span that only changes what it must. */
export const InsideALine: Story = {
  render: () => (
    <Text>
      Rent this month: <Text as="span" weight="bold" tone="success">+12,500 IQD</Text>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+12,500 IQD').tagName).toBe('SPAN');
  },
};
