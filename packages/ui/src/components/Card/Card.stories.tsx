import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';
import { Card } from './Card';
import { cardElements, cardPaddings, cardPhoneModes, cardTones } from './Card.css';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level={2} size={3}>
          Monthly rent
        </Heading>
        <Text tone="muted">Your share of the rent reaches your wallet at the start of every month.</Text>
      </>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
    phone: { control: 'inline-radio', options: cardPhoneModes },
    as: { control: 'select', options: cardElements },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Raised: framed and lifted off the page, with the default padding and gap. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Monthly rent' })).toBeVisible();
  },
};

/** The five surfaces side by side. */
export const Tones: Story = {
  render: () => (
    <Tiles minColumnSize={160}>
      {cardTones.map((tone) => (
        <Card key={tone} tone={tone} gap="sm">
          <Heading level={2} size={4}>
            {tone}
          </Heading>
          <Text size="sm">Rent every month</Text>
        </Card>
      ))}
    </Tiles>
  ),
};

/** `lg`, `xl` (default) and `xxl`; each one step less on phones unless `phone` says otherwise. */
export const Paddings: Story = {
  render: () => (
    <Tiles minColumnSize={200} alignItems="flex-start">
      {cardPaddings.map((padding) => (
        <Card key={padding} padding={padding} tone="outline">
          <Text>Padding {padding}</Text>
        </Card>
      ))}
    </Tiles>
  ),
};

/** Its content laid out through Box's atoms: a call to action in a row, wrapping when there is no room. */
export const RowLayout: Story = {
  args: {
    tone: 'accent',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'lg',
    children: (
      <>
        <Heading level={2}>Start investing today</Heading>
        <Button trailing="arrowEnd">Start now</Button>
      </>
    ),
  },
};

/** A sign-in form: a card on wider screens; on a phone (`phone="flat"`) the frame drops away and the form is the page. */
export const FlatOnPhones: Story = {
  args: {
    padding: 'xxl',
    phone: 'flat',
    gap: 'xl',
    children: (
      <>
        <Heading level={1}>Login</Heading>
        <Button fullWidth>Login</Button>
      </>
    ),
  },
};

/** A named region of the page, labelled by its heading. */
export const AsLabelledSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'card-title',
    children: (
      <>
        <Heading level={2} id="card-title">
          Send us a message
        </Heading>
        <Text>We answer within one working day.</Text>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Send us a message' }).tagName).toBe('SECTION');
  },
};
