import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Money } from '../Money/Money';
import { TextField } from '../TextField/TextField';
import { DataTable, type DataTableColumn } from './DataTable';

interface Person {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'disabled';
  balance: number;
}

const people: Person[] = [
  { id: 'p1', name: 'Karwan Ahmed', email: 'karwan@example.com', status: 'active', balance: 2_450_000 },
  { id: 'p2', name: 'Sara Ali', email: 'sara.ali@example.com', status: 'active', balance: 125_000 },
  { id: 'p3', name: 'Hawre Mahmoud', email: 'hawre@example.com', status: 'disabled', balance: 0 },
  { id: 'p4', name: 'Zainab Hussein', email: 'zainab.h@example.com', status: 'active', balance: 18_000_000 },
];

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, primary: true },
  { key: 'email', header: 'E-mail', cell: (p) => <bdi>{p.email}</bdi> },
  {
    key: 'status',
    header: 'Status',
    cell: (p) => (p.status === 'active' ? <Badge tone="success" icon="success">Active</Badge> : <Badge tone="neutral" icon="close">Disabled</Badge>),
  },
  { key: 'balance', header: 'Balance', cell: (p) => <Money value={p.balance} />, align: 'end', nowrap: true },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Person>,
  args: {
    caption: 'Users',
    columns,
    rows: people,
    rowKey: (p: Person) => p.id,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof DataTable<Person>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Records with a name column, figures at the end, and more pages on the server. */
export const Default: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Sara Ali' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** A search above, and buttons for each row in the last column. */
export const WithActionsAndToolbar: Story = {
  args: {
    toolbar: <TextField label="Search" type="search" />,
    actions: (p: Person) => (
      <Button size="sm" variant="secondary">
        Open {p.name.split(' ')[0]}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Open / }).filter((b) => b.checkVisibility())).toHaveLength(people.length);
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
  args: { rows: [], emptyTitle: 'No users match', emptyDescription: 'Try part of an e-mail, a phone number or a name.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users match')).toBeVisible();
  },
};

/** In a 360px-wide box (a phone, or a narrow column) the rows become a list of cards titled by the name column. */
export const Narrow: Story = {
  args: {
    rows: people.slice(0, 3),
    actions: () => (
      <Button size="sm" variant="secondary">
        Open
      </Button>
    ),
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
    const list = canvas.getByRole('list', { name: 'Users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
