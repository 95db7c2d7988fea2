import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Money } from '../Money/Money';
import { DescriptionList } from './DescriptionList';
import { label, rowItem, rows, rowValue, tileItem, value } from './DescriptionList.css';

const items = [
  { label: 'Amount', value: <Money value={1_250_000} /> },
  { label: 'Paid with', value: 'FastPay' },
];

describe('DescriptionList', () => {
  it('is a dl of pairs, each a div of one dt and one dd, in the order given', async () => {
    const { container } = renderWithUI(<DescriptionList items={items} data-testid="details" />);
    const list = screen.getByTestId('details');
    expect(list.tagName).toBe('DL');
    expect(list).toHaveClass(rows);
    const pairs = [...list.children];
    expect(pairs.map((pair) => pair.tagName)).toEqual(['DIV', 'DIV']);
    for (const pair of pairs) {
      expect([...pair.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
      expect(pair).toHaveClass(rowItem);
    }
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['Amount', 'Paid with']);
    expect(within(list).getAllByRole('definition')[0]).toHaveTextContent('IQD 1,250,000');
    await expectNoAxeViolations(container);
  });

  it('styles the label as muted and the value as the line’s end in rows', () => {
    renderWithUI(<DescriptionList items={items} />);
    const [term] = screen.getAllByRole('term');
    const [definition] = screen.getAllByRole('definition');
    expect(term).toHaveClass(label);
    expect(definition).toHaveClass(...value({ size: 'md' }).split(' '), rowValue);
  });

  it('as tiles: a grid of columns of the given size, label above value, at the size asked for', () => {
    renderWithUI(<DescriptionList layout="tiles" minColumnSize={180} valueSize="lg" items={items} data-testid="facts" />);
    const list = screen.getByTestId('facts');
    expect(list.tagName).toBe('DL');
    expect(list.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(100%, 180px), 1fr))');
    expect(list.firstElementChild).toHaveClass(tileItem);
    const [definition] = screen.getAllByRole('definition');
    expect(definition).toHaveClass(...value({ size: 'lg' }).split(' '));
    expect(definition).not.toHaveClass(rowValue);
  });

  it('puts a pair’s data attributes on its element, keys non-text labels by `key`, and passes the rest to the dl', () => {
    renderWithUI(
      <DescriptionList
        className="extra"
        data-testid="list"
        items={[
          { label: <span>Icon label</span>, key: 'icon', value: '1', data: { 'data-stat': 'deposits' } },
          { label: 'Plain', value: '2' },
        ]}
      />,
    );
    const list = screen.getByTestId('list');
    expect(list).toHaveClass(rows, 'extra');
    expect(list.querySelector('[data-stat="deposits"]')).toHaveTextContent('Icon label1');
  });

  it('in Arabic, the values in Arabic-Indic digits, and nothing for axe', async () => {
    const { container } = renderWithUI(<DescriptionList items={items} />, { locale: 'ar' });
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('١٬٢٥٠٬٠٠٠');
    await expectNoAxeViolations(container);
  });
});
