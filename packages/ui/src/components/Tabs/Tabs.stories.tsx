import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Stack } from '../Stack/Stack';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { tabsActivationModes } from './Tabs.css';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Portfolio',
    onValueChange: fn(),
    activationMode: 'automatic',
    tabs: [
      {
        value: 'onSale',
        label: 'On sale',
        content: (
          <Stack gap="sm" alignItems="flex-start">
            <span>Erbil Heights, apartment 12 — 40 tokens listed</span>
            <Badge tone="warning">Pending</Badge>
          </Stack>
        ),
      },
      { value: 'holding', label: 'Holding', content: <span>Baghdad Gardens villa — 120 tokens</span> },
    ],
  },
  argTypes: { activationMode: { control: 'inline-radio', options: tabsActivationModes } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The portfolio's on-sale / holding tabs. Arrow keys follow the reading direction. */
export const Portfolio: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onSale = canvas.getByRole('tab', { name: 'On sale' });
    await userEvent.click(onSale);
    // "Next" is ArrowRight in LTR and ArrowLeft in RTL.
    const rtl = canvasElement.closest('[dir]')?.getAttribute('dir') === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Holding' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('holding');
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'holding' } };

/** Arrows move focus only; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'On sale' }));
    const rtl = canvasElement.closest('[dir]')?.getAttribute('dir') === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Holding' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('holding');
  },
};

export const WithDisabledTab: Story = {
  args: {
    tabs: [
      { value: 'onSale', label: 'On sale', content: <span>Nothing listed</span> },
      { value: 'holding', label: 'Holding', content: <span>Holdings</span> },
      { value: 'bids', label: 'Bids', content: <span>Bids</span>, disabled: true },
    ],
  },
};

/** Composed from TabList, Tab and TabPanel. */
export const Compound: Story = {
  render: (args) => (
    <Tabs defaultValue="holding" activationMode={args.activationMode}>
      <TabList label="Portfolio">
        <Tab value="onSale">On sale</Tab>
        <Tab value="holding">Holding</Tab>
      </TabList>
      <TabPanel value="onSale">Listed tokens</TabPanel>
      <TabPanel value="holding">Held tokens</TabPanel>
    </Tabs>
  ),
};
