import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';
import { accordionHeadingLevels, accordionTypes } from './Accordion.css';

// Sample content: the app passes its own translated FAQ.
const faq: AccordionItem[] = [
  {
    value: 'what',
    question: 'What is Sahm?',
    answer: 'Sahm lets you own a share of income-producing real estate in Iraq, starting from a small amount.',
  },
  {
    value: 'who',
    question: 'Who can invest?',
    answer: 'Iraqi citizens or residents aged 18 or over with a legal ID and a phone number.',
  },
  { value: 'minimum', question: 'What is the minimum investment?', answer: 'The minimum investment is 100,000 IQD.' },
  {
    value: 'returns',
    question: 'What returns can I expect?',
    answer: 'Monthly rent plus any rise in the property’s value. Returns are forecasts, not guarantees.',
  },
  {
    value: 'rent',
    question: 'How is rent paid?',
    answer: 'Your share of the rent is credited to your wallet every month.',
  },
  {
    value: 'sell',
    question: 'Can I sell my shares?',
    answer: 'Yes. You can list your tokens for resale and other investors can buy them or make a bid.',
  },
  {
    value: 'deposit',
    question: 'How do I add money to my wallet?',
    answer: 'Deposit by card, through a bank app, or in cash at one of our branches.',
  },
  {
    value: 'withdraw',
    question: 'How do I withdraw?',
    answer: 'Send a withdrawal request; the amount is held in your wallet until you collect it at a branch.',
  },
  {
    value: 'safe',
    question: 'Is my investment safe?',
    answer: 'Every property is owned through a registered structure and audited. All investments carry risk.',
  },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items: faq, headingLevel: 3 },
  argTypes: {
    type: { control: 'inline-radio', options: accordionTypes },
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page FAQ: nine questions, all closed. */
export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(9);
    const question = canvas.getByRole('button', { name: 'Who can invest?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

/** One answer open; the chevron points up. */
export const OneOpen: Story = { args: { defaultValue: 'minimum' } };

/** Several answers may stay open. */
export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['what', 'withdraw'] } };
