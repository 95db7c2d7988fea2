import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Slider } from './Slider';

const percent = (v: number) => `${v}%`;

describe('Slider', () => {
  it('is a slider named by its visible label, with min, max and value', () => {
    renderWithUI(<Slider label="Value growth" min={1} max={100} defaultValue={30} />);
    const slider = screen.getByRole('slider', { name: 'Value growth' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('Value growth')).toBeVisible();
  });

  it('moves by step with arrows, by ten steps with PageUp/PageDown, to the ends with Home/End', async () => {
    const onValueChange = vi.fn();
    renderWithUI(
      <Slider label="Rent" min={1} max={15} step={0.5} defaultValue={10} onValueChange={onValueChange} formatValue={percent} />,
    );
    const slider = screen.getByRole('slider', { name: 'Rent' });
    const user = userEvent.setup();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '10.5');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '9.5');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '14.5');
    await user.keyboard('{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '9.5');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '15');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    expect(onValueChange).toHaveBeenLastCalledWith(1);
  });

  it('reads and shows the formatted value (aria-valuetext)', async () => {
    renderWithUI(<Slider label="Rent" min={1} max={15} step={0.5} defaultValue={10} formatValue={percent} />);
    const slider = screen.getByRole('slider', { name: 'Rent' });
    expect(slider).toHaveAttribute('aria-valuetext', '10%');
    expect(screen.getByText('10%')).toBeInTheDocument();
    slider.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '10.5%');
    expect(screen.getByText('10.5%')).toBeInTheDocument();
  });

  it('is controlled by value/onValueChange', async () => {
    function Controlled() {
      const [value, setValue] = useState(5);
      return (
        <>
          <Slider label="Years" min={1} max={10} value={value} onValueChange={setValue} />
          <p data-testid="outside">{value}</p>
        </>
      );
    }
    renderWithUI(<Controlled />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('outside')).toHaveTextContent('7');
  });

  it('ignores a controlled value change the parent refuses', async () => {
    renderWithUI(<Slider label="Fixed" min={1} max={10} value={4} onValueChange={() => undefined} />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '4');
  });

  it('in Arabic (RTL) ArrowLeft increases and ArrowRight decreases, following the fill', async () => {
    renderWithUI(<Slider label="النمو" min={1} max={100} defaultValue={30} />, { locale: 'ar' });
    const slider = screen.getByRole('slider', { name: 'النمو' });
    slider.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '31');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '29');
    // Up/Down stay up = more in both directions.
    await user.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '30');
  });

  it('cannot be moved or focused when disabled', async () => {
    renderWithUI(<Slider label="Rent" min={1} max={15} defaultValue={10} disabled />);
    const slider = screen.getByRole('slider');
    expect(slider).not.toHaveAttribute('tabindex');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(<Slider label="Rent" min={1} max={15} defaultValue={10} formatValue={percent} />);
    await expectNoAxeViolations(container);
  });
});
