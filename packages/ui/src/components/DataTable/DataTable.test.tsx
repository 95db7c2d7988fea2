import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  amount: number;
}
const rows: Row[] = [
  { id: 'a', name: 'Erbil Garden Villas', amount: 1200 },
  { id: 'b', name: 'Basra Corniche Tower', amount: 35 },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Property', cell: (r) => r.name, primary: true },
  { key: 'amount', header: 'Amount', cell: (r) => r.amount, align: 'end' },
];
const props = { caption: 'Runs', columns, rows, rowKey: (r: Row) => r.id };

// jsdom applies no CSS, so both layouts are in the DOM: query each one on its own.
const table = () => screen.getByRole('table');
const cards = () => screen.getByRole('list');

describe('DataTable', () => {
  it('is a captioned table: column headers, the primary column as row headers', () => {
    renderWithUI(<DataTable {...props} />);
    expect(screen.getByRole('table', { name: 'Runs' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Property', 'Amount']);
    expect(within(table()).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Erbil Garden Villas', 'Basra Corniche Tower']);
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
    expect(within(table()).getByRole('cell', { name: '35' })).toBeInTheDocument();
  });

  it('shows each row as a card titled by its primary column, the others as labelled values', () => {
    renderWithUI(<DataTable {...props} />);
    const items = within(cards()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Erbil Garden Villas');
    expect(within(items[1]!).getByRole('term')).toHaveTextContent('Amount');
    expect(within(items[1]!).getByRole('definition')).toHaveTextContent('35');
  });

  it('adds an actions column and the same buttons on each card', async () => {
    const open = vi.fn();
    renderWithUI(<DataTable {...props} actions={(r) => <button onClick={() => open(r.id)}>Open {r.name}</button>} />);
    expect(within(table()).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(within(table()).getByRole('button', { name: 'Open Basra Corniche Tower' }));
    expect(open).toHaveBeenCalledWith('b');
    expect(within(cards()).getAllByRole('button')).toHaveLength(2);
  });

  it('loading: busy, announced, skeleton rows, no rows and no empty state', () => {
    const { container } = renderWithUI(<DataTable {...props} rows={[]} loading emptyTitle="Nothing" />);
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('table'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Nothing')).toBeNull();
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
  });

  it('empty: the given title and description instead of the table', () => {
    renderWithUI(<DataTable {...props} rows={[]} emptyTitle="No runs yet" emptyDescription="Run a month to see it here." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No runs yet')).toBeInTheDocument();
    expect(screen.getByText('Run a month to see it here.')).toBeInTheDocument();
  });

  it('"Load more" only with more pages; calls back; disabled while loading more', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithUI(<DataTable {...props} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    rerender(<DataTable {...props} hasMore onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<DataTable {...props} hasMore loadingMore onLoadMore={onLoadMore} />);
    expect(screen.getByRole('button', { name: /Load more/ })).toBeDisabled();
  });

  it('speaks Arabic: the library strings come from the locale', () => {
    renderWithUI(<DataTable {...props} hasMore actions={() => null} />, { locale: 'ar' });
    expect(screen.getByRole('columnheader', { name: 'الإجراءات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض المزيد' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(<DataTable {...props} hasMore actions={(r) => <button>Open {r.name}</button>} />);
    await expectNoAxeViolations(container);
  });
});
