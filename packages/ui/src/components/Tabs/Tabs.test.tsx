import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Tab, TabList, TabPanel, Tabs, type TabItem } from './Tabs';

const portfolio: TabItem[] = [
  { value: 'onSale', label: 'On sale', content: <p>Tokens you listed for resale</p> },
  { value: 'holding', label: 'Holding', content: <p>Tokens you hold</p> },
  { value: 'history', label: 'History', content: <p>Past orders</p> },
];

describe('Tabs', () => {
  it('shows the first tab and switches panels on click', async () => {
    renderWithUI(<Tabs label="Portfolio" tabs={portfolio} />);
    expect(screen.getByRole('tablist', { name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'On sale' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'On sale' })).toHaveTextContent('Tokens you listed for resale');
    await userEvent.click(screen.getByRole('tab', { name: 'Holding' }));
    expect(screen.getByRole('tabpanel', { name: 'Holding' })).toHaveTextContent('Tokens you hold');
    expect(screen.queryByText('Tokens you listed for resale')).toBeNull();
  });

  it('in English, ArrowRight moves to and selects the next tab', async () => {
    const user = userEvent.setup();
    renderWithUI(<Tabs label="Portfolio" tabs={portfolio} />);
    await user.click(screen.getByRole('tab', { name: 'On sale' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Holding' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Holding' })).toHaveAttribute('aria-selected', 'true');
  });

  it('in Arabic (right to left), ArrowLeft moves to the NEXT tab and ArrowRight back', async () => {
    const user = userEvent.setup();
    renderWithUI(
      <Tabs
        label="المحفظة"
        tabs={[
          { value: 'onSale', label: 'معروضة للبيع', content: 'أ' },
          { value: 'holding', label: 'المملوكة', content: 'ب' },
        ]}
      />,
      { locale: 'ar' },
    );
    await user.click(screen.getByRole('tab', { name: 'معروضة للبيع' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'المملوكة' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ب');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'معروضة للبيع' })).toHaveFocus();
  });

  it('with manual activation, arrows only move focus until Enter', async () => {
    const user = userEvent.setup();
    renderWithUI(<Tabs label="Portfolio" tabs={portfolio} activationMode="manual" />);
    await user.click(screen.getByRole('tab', { name: 'On sale' }));
    await user.keyboard('{ArrowRight}');
    const holding = screen.getByRole('tab', { name: 'Holding' });
    expect(holding).toHaveFocus();
    expect(holding).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(holding).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled', async () => {
    const onValueChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('holding');
      return (
        <Tabs
          label="Portfolio"
          tabs={portfolio}
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithUI(<Harness />);
    expect(screen.getByRole('tab', { name: 'Holding' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(onValueChange).toHaveBeenCalledWith('history');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Past orders');
  });

  it('offers a compound API', async () => {
    renderWithUI(
      <Tabs defaultValue="b">
        <TabList label="Sections">
          <Tab value="a">First</Tab>
          <Tab value="b">Second</Tab>
        </TabList>
        <TabPanel value="a">Panel A</TabPanel>
        <TabPanel value="b">Panel B</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('Panel B');
    await userEvent.click(screen.getByRole('tab', { name: 'First' }));
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('Panel A');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(<Tabs label="Portfolio" tabs={portfolio} />);
    await expectNoAxeViolations(container);
  });
});
