import {
  localeDirection,
  locales,
  transactionPaymentMethods,
  transactionStatuses,
  transactionTypes,
  type TransactionStatus,
} from '@sahm/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { sampleTransactions } from './TransactionTable.fixtures';
import { normalizeTransactionStatus, TransactionTable, type TransactionRow } from './TransactionTable';

const row = (overrides: Partial<TransactionRow>): TransactionRow => ({
  id: 'r',
  time: '2025-03-14T09:30:00Z',
  type: 'buy',
  asset: 'Erbil Garden Villas',
  tokens: 12,
  amount: 1200000,
  paymentWith: 'fastpay',
  status: 'completed',
  ...overrides,
});

// jsdom applies no CSS, so both layouts are in the DOM: query each one on its own.
const table = () => screen.getByRole('table');
const cards = () => screen.getByRole('list');

describe('TransactionTable', () => {
  it('is a captioned table with column headers in the spec order', () => {
    renderWithUI(<TransactionTable rows={sampleTransactions} caption="Wallet history" />);
    expect(screen.getByRole('table', { name: 'Wallet history' })).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Time', 'Type', 'Asset', 'Tokens', 'Amount', 'Payment with', 'Status']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    expect(within(table()).getAllByRole('row')).toHaveLength(sampleTransactions.length + 1);
  });

  it('shows the action column only when a row has an action', () => {
    renderWithUI(
      <TransactionTable rows={[row({ id: 'a', action: <button type="button">Details</button> }), row({ id: 'b' })]} />,
    );
    expect(within(table()).getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: 'Details' })).toBeInTheDocument();
  });

  it('formats a row: localized type and payment, grouped tokens, money, date and time', () => {
    renderWithUI(
      <TransactionTable
        rows={[row({ tokens: 1500, amount: 1250000, type: 'token_purchase', paymentWith: 'fib' })]}
        timeZone="Asia/Baghdad"
      />,
    );
    const cells = within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Mar 14, 2025, 12:30 PM');
    expect(cells[0]?.querySelector('time')).toHaveAttribute('datetime', '2025-03-14T09:30:00Z');
    expect(cells[1]).toHaveTextContent('Token purchase');
    expect(cells[3]).toHaveTextContent('1,500');
    expect(cells[4]).toHaveTextContent(/IQD\s?1,250,000/);
    expect(cells[5]).toHaveTextContent('FIB');
  });

  it('says "None" to screen readers for a missing token count or payment method', () => {
    renderWithUI(<TransactionTable rows={[row({ tokens: undefined, paymentWith: undefined })]} />);
    const cells = within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('—None');
    expect(cells[5]).toHaveTextContent('—None');
  });

  const arabicStatus: Record<TransactionStatus, string> = {
    success: 'ناجحة',
    completed: 'مكتملة',
    pending: 'قيد الانتظار',
    failed: 'فاشلة',
    rejected: 'مرفوضة',
    inprogress: 'قيد التنفيذ',
    canceled: 'ملغاة',
  };

  it.each(transactionStatuses)('renders the %s status with its localized label and an icon', (status) => {
    renderWithUI(<TransactionTable rows={[row({ status })]} />, { locale: 'ar' });
    const badge = within(table()).getByText(arabicStatus[status]);
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge.querySelector('svg')).not.toBeNull();
  });

  it('gives every status a distinct tone group: success, warning, danger, neutral', () => {
    renderWithUI(<TransactionTable rows={transactionStatuses.map((status) => row({ id: status, status }))} />);
    const badge = (label: string) => within(table()).getByText(label).className;
    expect(badge('Completed')).toBe(badge('Success'));
    expect(badge('Pending')).toBe(badge('In progress'));
    expect(badge('Failed')).toBe(badge('Rejected'));
    expect(new Set([badge('Success'), badge('Pending'), badge('Failed'), badge('Canceled')]).size).toBe(4);
  });

  it('normalizes both spellings of "in progress"', () => {
    expect(normalizeTransactionStatus('in progress')).toBe('inprogress');
    expect(normalizeTransactionStatus('inprogress')).toBe('inprogress');
    expect(normalizeTransactionStatus('In Progress')).toBe('inprogress');
    expect(normalizeTransactionStatus('cancelled')).toBe('canceled');
    expect(normalizeTransactionStatus('unknown')).toBeUndefined();
    renderWithUI(<TransactionTable rows={[row({ id: 'a', status: 'in progress' }), row({ id: 'b', status: 'inprogress' })]} />);
    expect(within(table()).getAllByText('In progress')).toHaveLength(2);
  });

  it('has a label in every language for every type, status and payment method', () => {
    const everything = transactionTypes.map((type, i) => ({
      ...row({ id: type, type, asset: 'عقار', time: '2025-03-14T09:30:00Z' }),
      status: transactionStatuses[i % transactionStatuses.length]!,
      paymentWith: transactionPaymentMethods[i % transactionPaymentMethods.length]!,
    }));
    for (const locale of locales.filter((l) => localeDirection[l] === 'rtl')) {
      const { unmount } = renderWithUI(
        <TransactionTable rows={everything} onSortChange={() => {}} onTypeFilterChange={() => {}} onStatusFilterChange={() => {}} />,
        { locale },
      );
      // The whole table, headers and every label, with no English left in it.
      expect({ locale, latin: table().textContent?.match(/[A-Za-z]{2,}/g) ?? [] }).toEqual({ locale, latin: [] });
      unmount();
    }
  });

  it('renders Arabic labels, digits and headers', () => {
    renderWithUI(<TransactionTable rows={[row({ tokens: 12, type: 'rent', paymentWith: 'wallet', status: 'pending' })]} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('table', { name: 'المعاملات' })).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'طريقة الدفع' })).toBeInTheDocument();
    const cells = within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('إيجار');
    expect(cells[3]).toHaveTextContent('١٢');
    expect(cells[5]).toHaveTextContent('المحفظة');
    expect(cells[6]).toHaveTextContent('قيد الانتظار');
  });

  it('calls onSortChange with the chosen option and marks the sorted column', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<TransactionTable rows={sampleTransactions} sort="newest" onSortChange={onSortChange} />);
    expect(within(table()).getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Amount: highest first' }));
    expect(onSortChange).toHaveBeenCalledWith('amountDesc');
  });

  it('does not sort rows itself: the given order is kept', () => {
    const rows = [row({ id: 'small', amount: 1000 }), row({ id: 'big', amount: 9000000 })];
    renderWithUI(<TransactionTable rows={rows} sort="amountDesc" onSortChange={() => {}} />);
    const ids = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-row-id'));
    expect(ids).toEqual(['small', 'big']);
    expect(within(table()).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters by type and status through controlled selects', async () => {
    const onTypeFilterChange = vi.fn();
    const onStatusFilterChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(
      <TransactionTable
        rows={sampleTransactions}
        typeFilter="all"
        onTypeFilterChange={onTypeFilterChange}
        statusFilter="pending"
        onStatusFilterChange={onStatusFilterChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Deposit' }));
    expect(onTypeFilterChange).toHaveBeenCalledWith('deposit');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    expect(onStatusFilterChange).toHaveBeenCalledWith('all');
  });

  it('shows no controls the app did not ask for', () => {
    renderWithUI(<TransactionTable rows={sampleTransactions} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('loads more, with a busy button while the next page comes', async () => {
    const onLoadMore = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithUI(<TransactionTable rows={sampleTransactions} hasMore onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<TransactionTable rows={sampleTransactions} hasMore onLoadMore={onLoadMore} loadingMore />);
    const button = screen.getByRole('button', { name: /Load more/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    rerender(<TransactionTable rows={sampleTransactions} hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('while loading: busy, skeleton rows, no empty state', () => {
    const { container } = renderWithUI(<TransactionTable rows={[]} loading />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByText('No transactions yet')).toBeNull();
  });

  it('shows the empty state with no rows, and the app may override it', () => {
    const { rerender } = renderWithUI(<TransactionTable rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    rerender(<TransactionTable rows={[]} emptyTitle="No gifts yet" emptyAction={<button type="button">Send a gift</button>} />);
    expect(screen.getByText('No gifts yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a gift' })).toBeInTheDocument();
  });

  it('has the narrow layout: one list item per row with label and value pairs', () => {
    renderWithUI(<TransactionTable rows={sampleTransactions} />);
    const items = within(cards()).getAllByRole('listitem');
    expect(items).toHaveLength(sampleTransactions.length);
    const first = within(items[0]!);
    expect(first.getByText('Erbil Garden Villas')).toBeInTheDocument();
    expect(first.getByText('Completed')).toBeInTheDocument();
    const terms = first.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Time', 'Type', 'Tokens', 'Amount', 'Payment with']);
    expect(first.getAllByRole('definition')[4]).toHaveTextContent('FastPay');
  });

  it('has no axe violations, with rows, loading, and empty', async () => {
    const { container, rerender } = renderWithUI(
      <TransactionTable rows={sampleTransactions} onSortChange={() => {}} onTypeFilterChange={() => {}} hasMore />,
      { locale: 'ar' },
    );
    await expectNoAxeViolations(container);
    rerender(<TransactionTable rows={[]} loading />);
    await expectNoAxeViolations(container);
    rerender(<TransactionTable rows={[]} />);
    await expectNoAxeViolations(container);
  });
});
