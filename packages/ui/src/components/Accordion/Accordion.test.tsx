import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Accordion, type AccordionItem } from './Accordion';

const faq: AccordionItem[] = [
  { value: 'what', question: 'What is Sahm?', answer: 'A platform for owning shares of real estate.' },
  { value: 'minimum', question: 'What is the minimum investment?', answer: '100,000 IQD.' },
  { value: 'who', question: 'Who can invest?', answer: 'Iraqi citizens or residents aged 18 or over.' },
];

describe('Accordion', () => {
  it('expands and collapses an answer; one open at a time by default', async () => {
    const user = userEvent.setup();
    renderWithUI(<Accordion items={faq} />);
    const what = screen.getByRole('button', { name: 'What is Sahm?' });
    const minimum = screen.getByRole('button', { name: 'What is the minimum investment?' });
    expect(what).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('100,000 IQD.')).toBeNull();

    await user.click(what);
    expect(what).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is Sahm?' })).toHaveTextContent('A platform for owning shares');

    await user.click(minimum);
    expect(minimum).toHaveAttribute('aria-expanded', 'true');
    expect(what).toHaveAttribute('aria-expanded', 'false');

    // Collapsible: the open answer closes again.
    await user.click(minimum);
    expect(minimum).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several open with type multiple and reports the open values', async () => {
    const onValueChange = vi.fn();
    renderWithUI(<Accordion type="multiple" items={faq} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'What is Sahm?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Who can invest?' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['what', 'who']);
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('puts each question in a heading of the requested level (h3 by default)', () => {
    const { unmount } = renderWithUI(<Accordion items={faq} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    unmount();
    renderWithUI(<Accordion items={faq} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('moves between questions with the arrow keys, also in Arabic', async () => {
    const user = userEvent.setup();
    renderWithUI(
      <Accordion
        items={[
          { value: 'a', question: 'ما هو سهم؟', answer: 'منصة' },
          { value: 'b', question: 'من يمكنه الاستثمار؟', answer: 'العراقيون' },
        ]}
      />,
      { locale: 'ar' },
    );
    screen.getByRole('button', { name: 'ما هو سهم؟' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'من يمكنه الاستثمار؟' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'من يمكنه الاستثمار؟' })).toHaveTextContent('العراقيون');
  });

  it('has no axe violations with an answer open', async () => {
    const { container } = renderWithUI(<Accordion items={faq} defaultValue="what" />);
    await expectNoAxeViolations(container);
  });
});
