import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { TextField } from './TextField';
import { control } from './TextField.css';

describe('TextField', () => {
  it('is a textbox named by its label that takes typing', async () => {
    renderWithUI(<TextField label="Full name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Sara Ali');
    expect(input).toHaveValue('Sara Ali');
  });

  it('reads the hint with the input and is valid without an error', () => {
    renderWithUI(<TextField label="Email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('with an error: invalid, described by hint and error, and the message is in an alert', () => {
    renderWithUI(<TextField label="Email" hint="We never share it" error="Please enter valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter valid email');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter valid email');
  });

  it('announces an error that appears after typing, and clears it', async () => {
    function Validated() {
      const [value, setValue] = useState('');
      const error = value && !value.includes('@') ? 'Please enter valid email' : undefined;
      return <TextField label="Email" type="email" value={value} onChange={(e) => setValue(e.target.value)} error={error} />;
    }
    renderWithUI(<Validated />);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'sara');
    expect(alert).toHaveTextContent('Please enter valid email');
    await userEvent.type(input, '@x.iq');
    expect(alert).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks required fields for the eye and for screen readers', () => {
    renderWithUI(<TextField label="Phone" required />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes type, inputMode and autocomplete through and forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithUI(<TextField ref={ref} label="Mobile" type="tel" inputMode="tel" autoComplete="tel" leading="phone" />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(document.querySelector('[data-icon="phone"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('cannot be typed in when disabled', async () => {
    renderWithUI(<TextField label="City" disabled defaultValue="Erbil" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('Erbil');
  });

  it('in Arabic the label, the error and Arabic typing all pair up with the input', async () => {
    renderWithUI(<TextField label="الاسم الكامل" error="هذا الحقل مطلوب" />, { locale: 'ar' });
    const input = screen.getByRole('textbox', { name: 'الاسم الكامل' });
    expect(input).toHaveAccessibleDescription('هذا الحقل مطلوب');
    await userEvent.type(input, 'سارة');
    expect(input).toHaveValue('سارة');
  });

  it('has no axe violations, with and without an error', async () => {
    const { container } = renderWithUI(
      <>
        <TextField label="Email" hint="We never share it" leading="mail" required />
        <TextField label="Name" error="this field is required" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
  it('is a text input unless told otherwise', () => {
    renderWithUI(<TextField label="City" />);
    // The attribute itself: an empty or missing type would read back as "text" from the property.
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('type', 'text');
  });

  it('draws the box as invalid, disabled or with a trailing part exactly when it is', () => {
    const box = (name: string) => screen.getByRole('textbox', { name }).parentElement!;
    renderWithUI(
      <>
        <TextField label="Plain" />
        <TextField label="Wrong" error="Please enter valid email" />
        <TextField label="Off" disabled />
        <TextField label="Both" error="Required" disabled trailing="IQD" />
      </>,
    );
    expect(box('Plain').className).toBe(control({ invalid: false, disabled: false, trailing: false }));
    expect(box('Wrong').className).toBe(control({ invalid: true, disabled: false, trailing: false }));
    expect(box('Off').className).toBe(control({ invalid: false, disabled: true, trailing: false }));
    expect(box('Both').className).toBe(control({ invalid: true, disabled: true, trailing: true }));
    expect(new Set([box('Plain'), box('Wrong'), box('Off'), box('Both')].map((b) => b.className)).size).toBe(4);
  });
});
