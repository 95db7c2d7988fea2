import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  transactionSorts,
  transactionStatuses,
  transactionTypes,
  type TransactionSort,
  type TransactionStatus,
  type TransactionType,
} from '@sahm/domain';
import { TransactionTable } from './TransactionTable';
import { sampleTransactions } from './TransactionTable.fixtures';

const meta = {
  title: 'Product/TransactionTable',
  component: TransactionTable,
  args: {
    rows: sampleTransactions,
    // A fixed zone keeps the time column the same on every machine.
    timeZone: 'Asia/Baghdad',
    sort: 'newest',
    typeFilter: 'all',
    statusFilter: 'all',
    onSortChange: fn(),
    onTypeFilterChange: fn(),
    onStatusFilterChange: fn(),
    onLoadMore: fn(),
  },
  argTypes: {
    sort: { control: 'select', options: transactionSorts },
    typeFilter: { control: 'select', options: ['all', ...transactionTypes] },
    statusFilter: { control: 'select', options: ['all', ...transactionStatuses] },
  },
  // The app owns sort and filters (the server applies them); this keeps the controls responsive here.
  render: function Controlled(args) {
    const [sort, setSort] = useState<TransactionSort | undefined>(args.sort);
    const [typeFilter, setTypeFilter] = useState<TransactionType | 'all' | undefined>(args.typeFilter);
    const [statusFilter, setStatusFilter] = useState<TransactionStatus | 'all' | undefined>(args.statusFilter);
    return (
      <TransactionTable
        {...args}
        sort={sort}
        onSortChange={
          args.onSortChange &&
          ((next) => {
            setSort(next);
            args.onSortChange?.(next);
          })
        }
        typeFilter={typeFilter}
        onTypeFilterChange={
          args.onTypeFilterChange &&
          ((next) => {
            setTypeFilter(next);
            args.onTypeFilterChange?.(next);
          })
        }
        statusFilter={statusFilter}
        onStatusFilterChange={
          args.onStatusFilterChange &&
          ((next) => {
            setStatusFilter(next);
            args.onStatusFilterChange?.(next);
          })
        }
      />
    );
  },
} satisfies Meta<typeof TransactionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** History with sort and filters, and more pages on the server. */
export const Default: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await body.findByRole('option', { name: 'Oldest first' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('oldest');
    await expect(canvas.getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** Every status badge: tone plus icon, never colour alone. */
export const AllStatuses: Story = {
  args: {
    rows: transactionStatuses.map((status, i) => ({ ...sampleTransactions[i % sampleTransactions.length]!, id: status, status })),
  },
};

export const WithActions: Story = {
  args: {
    rows: sampleTransactions.slice(0, 4).map((row) => ({
      ...row,
      action: (
        <Button size="sm" variant="ghost" trailing="chevronEnd">
          Details
        </Button>
      ),
    })),
  },
};

/** First load: skeleton rows, marked busy. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Load more/ })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No transactions yet')).toBeVisible();
  },
};

/** In a 360px-wide box (a phone, or a narrow column) the rows become a list of cards. */
export const Narrow: Story = {
  args: {
    rows: sampleTransactions.slice(0, 3),
    hasMore: true,
    onTypeFilterChange: undefined,
    onStatusFilterChange: undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Transactions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Sorted on the server by amount; the table shows rows in the order given. */
export const SortedByAmount: Story = {
  args: {
    sort: 'amountDesc',
    rows: [...sampleTransactions].sort((a, b) => Number(b.amount) - Number(a.amount)),
  },
};
