import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Select } from './Select';

const cities = [
  { value: 'baghdad', label: 'Baghdad' },
  { value: 'erbil', label: 'Erbil' },
  { value: 'basra', label: 'Basra' },
  { value: 'duhok', label: 'Duhok', disabled: true },
] as const;

describe('Select', () => {
  it('is a combobox named by its visible label, showing the placeholder', () => {
    renderWithUI(<Select label="City" options={cities} placeholder="Choose a city" />);
    const combobox = screen.getByRole('combobox', { name: 'City' });
    expect(combobox).toHaveTextContent('Choose a city');
    expect(screen.getByText('City').tagName).toBe('LABEL');
  });

  it('chooses an option with the pointer and reports it', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<Select label="City" options={cities} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(screen.getByRole('option', { name: 'Erbil' }));
    expect(onValueChange).toHaveBeenCalledWith('erbil');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Erbil');
  });

  it('is operable by keyboard alone', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<Select label="City" options={cities} defaultValue="baghdad" onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('basra');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('follows a controlled value', () => {
    function Controlled() {
      const [city, setCity] = useState<string>('basra');
      return (
        <>
          <Select label="City" options={cities} value={city} onValueChange={setCity} />
          <button type="button" onClick={() => setCity('erbil')}>
            Pick Erbil
          </button>
        </>
      );
    }
    renderWithUI(<Controlled />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Basra');
    screen.getByRole('button', { name: 'Pick Erbil' }).click();
    return vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Erbil'));
  });

  it('marks an error as invalid and describes the field with it', () => {
    renderWithUI(<Select label="City" options={cities} error="Choose where you live" />);
    const combobox = screen.getByRole('combobox', { name: 'City' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Choose where you live');
  });

  it('reads a hint with the combobox, before the error, and stars a required choice for the eye', () => {
    renderWithUI(<Select label="City" options={cities} hint="Where you live now" error="Choose where you live" required />);
    const combobox = screen.getByRole('combobox', { name: 'City' });
    expect(combobox).toHaveAccessibleDescription('Where you live now Choose where you live');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose where you live');
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    renderWithUI(<Select label="City" options={cities} disabled />);
    const combobox = screen.getByRole('combobox', { name: 'City' });
    expect(combobox).toBeDisabled();
    await user.click(combobox);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens in the reading direction of an RTL locale, with its options and theme', async () => {
    const user = userEvent.setup();
    renderWithUI(<Select label="المدينة" options={[{ value: 'baghdad', label: 'بغداد' }]} />, { locale: 'ar' });
    await user.click(screen.getByRole('combobox', { name: 'المدينة' }));
    const listbox = screen.getByRole('listbox');
    expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(listbox).getByRole('option', { name: 'بغداد' })).toBeInTheDocument();
  });

  it('shows the chosen label at once and mounts its closed list in a later task', async () => {
    const { container } = renderWithUI(
      <form>
        <Select label="City" name="city" options={cities} defaultValue="erbil" />
      </form>,
    );
    // The first render: the trigger names the choice; the list (and with it the hidden select's options) waits.
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Erbil');
    const native = () => container.querySelector('select[aria-hidden]') as HTMLSelectElement;
    expect(native().options).toHaveLength(0);
    // A form submitted meanwhile still gets the value, once.
    const sent = () => new FormData(container.querySelector('form')!).getAll('city');
    expect(sent()).toEqual(['erbil']);
    // Then, when the browser is idle, the list mounts and the form's select carries the value, alone.
    await vi.waitFor(() => expect(native().options).toHaveLength(cities.length));
    expect(native().value).toBe('erbil');
    expect(sent()).toEqual(['erbil']);
  });

  it('gives a form its value before the list mounts as the mounted list does: the choice, empty, or nothing when disabled', async () => {
    function Form({ city, disabled }: { city?: string; disabled?: boolean }) {
      return (
        <form>
          <Select label="City" name="city" options={cities} value={city} disabled={disabled} />
        </form>
      );
    }
    const sent = (form: HTMLFormElement) => new FormData(form).getAll('city');
    const mounted = (form: HTMLFormElement) =>
      [...(form.querySelector('select[aria-hidden]') as HTMLSelectElement).options].some((option) => option.value === 'baghdad');
    for (const [props, expected] of [
      [{ city: 'basra' }, ['basra']],
      [{}, ['']],
      [{ city: 'basra', disabled: true }, []],
    ] as const) {
      const { container, unmount } = renderWithUI(<Form {...props} />);
      const form = container.querySelector('form')!;
      expect(mounted(form)).toBe(false);
      expect(sent(form)).toEqual(expected);
      await vi.waitFor(() => expect(mounted(form)).toBe(true));
      expect(sent(form)).toEqual(expected);
      unmount();
    }

    // A controlled value that changes before the list mounts is the one sent.
    const { container, rerender } = renderWithUI(<Form city="basra" />);
    const form = container.querySelector('form')!;
    rerender(<Form city="erbil" />);
    expect(mounted(form)).toBe(false);
    expect(sent(form)).toEqual(['erbil']);
  });

  it('picks by typing on the closed trigger as soon as it has focus', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<Select label="City" options={cities} defaultValue="baghdad" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('e');
    expect(onValueChange).toHaveBeenCalledWith('erbil');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Erbil');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens at once on an activation that neither focused nor hovered it first (a screen reader’s)', () => {
    renderWithUI(<Select label="City" options={cities} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'City' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(cities.length);
  });

  it('mounts the list of a required choice at once, for the form to check', () => {
    const { container } = renderWithUI(
      <form>
        <Select label="City" name="city" options={cities} required />
      </form>,
    );
    const native = container.querySelector('select[aria-hidden]') as HTMLSelectElement;
    expect(native.required).toBe(true);
    expect([...native.options].map((option) => option.value)).toEqual(['', 'baghdad', 'erbil', 'basra', 'duhok']);
    expect(container.querySelector('form')!.checkValidity()).toBe(false);
  });

  it('has no axe violations, closed and with an error', async () => {
    const { container } = renderWithUI(
      <Select label="City" options={cities} placeholder="Choose a city" error="Choose where you live" />,
    );
    await expectNoAxeViolations(container);
  });
});
