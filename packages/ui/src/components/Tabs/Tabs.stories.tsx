import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const sections = ['Identities', 'Withdrawals', 'Cash deposits', 'Users', 'Properties', 'Rent runs', 'Messages', 'Audit log'];

/** More tabs than fit (the operator console on a phone): the row scrolls, the selected tab is in view from the start, and an edge hiding tabs fades. */
export const MoreThanFit: Story = {
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <Tabs defaultValue="Rent runs" activationMode={args.activationMode} onValueChange={args.onValueChange}>
        <TabList label="Console sections">
          {sections.map((name) => (
            <Tab key={name} value={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {sections.map((name) => (
          <TabPanel key={name} value={name}>
            {name}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Console sections' });
    const inView = (name: string) => {
      const box = list.getBoundingClientRect();
      const tab = canvas.getByRole('tab', { name }).getBoundingClientRect();
      // Within a pixel: a row scrolled to its end may leave a fraction of one over its edge.
      return tab.left >= box.left - 1 && tab.right <= box.right + 1;
    };
    // Opened on the sixth tab: it is shown whole, with tabs hidden on both sides.
    await expect(canvas.getByRole('tab', { name: 'Rent runs' })).toHaveAttribute('aria-selected', 'true');
    await expect(inView('Rent runs')).toBe(true);
    await expect(inView('Identities')).toBe(false);
    await expect(list).toHaveAttribute('data-more-start');
    // The first tab, chosen from the keyboard, comes into view; nothing hides before it any more.
    await userEvent.click(canvas.getByRole('tab', { name: 'Rent runs' }));
    await userEvent.keyboard('{Home}');
    // The tabs move focus (and so select, here) in a timer after the key.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Identities' })).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenCalledWith('Identities');
    await waitFor(() => expect(inView('Identities')).toBe(true));
    await waitFor(() => expect(list).not.toHaveAttribute('data-more-start'));
    await expect(list).toHaveAttribute('data-more-end');
  },
};

/** The same row in Arabic: it scrolls from the right, and the selected tab is still in view. */
export const MoreThanFitRightToLeft: Story = {
  ...MoreThanFit,
  globals: { locale: 'ar' },
  parameters: { visual: { skip: 'MoreThanFit (ar) is the same picture' } },
  play: async (context) => {
    await expect(getComputedStyle(within(context.canvasElement).getByRole('tablist')).direction).toBe('rtl');
    await MoreThanFit.play!(context);
  },
};
