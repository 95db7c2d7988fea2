import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Field } from './Field';
import { field } from './Field.css';

describe('Field', () => {
  it('names its control with the label and hands it a generated id', () => {
    renderWithUI(<Field label="Passport number">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Passport number' });
    expect(input.id).not.toBe('');
    expect(screen.getByText('Passport number').tagName).toBe('LABEL');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps an id it is given, and builds the hint and error ids from it', () => {
    renderWithUI(
      <Field id="passport" label="Passport number" hint="As printed on page 2" error="Enter 9 characters">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Passport number' });
    expect(input).toHaveAttribute('id', 'passport');
    expect(input).toHaveAttribute('aria-describedby', 'passport-hint passport-error');
  });

  it('describes the control with the hint, then the error, then ids of its own, and marks it invalid', () => {
    renderWithUI(
      <>
        <Field label="Amount" hint="From 100,000 IQD" error="The amount is too small" describedBy="fee-note">
          {(control) => <input {...control} />}
        </Field>
        <p id="fee-note">A 1% fee applies</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('From 100,000 IQD The amount is too small A 1% fee applies');
  });

  it('treats an empty or false error as no error', () => {
    const { rerender } = renderWithUI(<Field label="Amount" error="">{(control) => <input {...control} />}</Field>);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    rerender(<Field label="Amount" error={false}>{(control) => <input {...control} />}</Field>);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<Field label="Amount" error={null}>{(control) => <input {...control} />}</Field>);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces an error that appears later through a live region that was there all along', async () => {
    function Validated() {
      const [value, setValue] = useState('');
      const error = value.length > 0 && value.length < 9 ? 'Enter 9 characters' : undefined;
      return (
        <Field label="Passport number" error={error}>
          {(control) => <input {...control} value={value} onChange={(e) => setValue(e.target.value)} />}
        </Field>
      );
    }
    renderWithUI(<Validated />);
    const region = screen.getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    await userEvent.type(screen.getByRole('textbox'), 'A12');
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('Enter 9 characters');
    await userEvent.type(screen.getByRole('textbox'), '345678');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the required star to the eye only', () => {
    renderWithUI(
      <Field label="City" required>
        {(control) => <input {...control} required />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('stacked by default: the label comes first, then the control, laid out as a stacked field', () => {
    renderWithUI(
      <>
        <Field label="City" hint="Where you live" disabled>
          {(control) => <input {...control} disabled />}
        </Field>
        <Field layout="inline" label="Email me">
          {(control) => <input type="checkbox" {...control} />}
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    const label = screen.getByText('City');
    expect(input.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(label.parentElement).toHaveClass(field({ layout: 'stacked' }));
    expect(label.parentElement).not.toHaveClass(field({ layout: 'inline' }));
    // The inline layout's own class, and its label is not greyed while the box can be used.
    const inlineLabel = screen.getByText('Email me');
    expect(screen.getByRole('checkbox', { name: 'Email me' }).parentElement).toHaveClass(field({ layout: 'inline' }));
    expect(inlineLabel).not.toHaveAttribute('data-disabled');
  });

  it('inline: the control comes first and its label after it, greyed when disabled', () => {
    renderWithUI(
      <Field layout="inline" label="Email me about new properties" hint="At most once a week" disabled>
        {(control) => <input type="checkbox" disabled {...control} />}
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'Email me about new properties' });
    const label = screen.getByText('Email me about new properties');
    expect(box.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(label).toHaveAttribute('data-disabled');
    expect(box).toHaveAccessibleDescription('At most once a week');
  });

  it('group: the label is a plain element that names the group through aria-labelledby', () => {
    renderWithUI(
      <Field group label="Payment method" hint="You can change it later" error="Choose how to pay">
        {(control) => (
          <div role="radiogroup" {...control}>
            {['Wallet', 'Card'].map((method) => (
              <label key={method}>
                <input type="radio" name="method" />
                {method}
              </label>
            ))}
          </div>
        )}
      </Field>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(screen.getByText('Payment method').tagName).toBe('SPAN');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('You can change it later Choose how to pay');
    expect(screen.queryByLabelText('Payment method', { selector: 'input' })).toBeNull();
  });

  it('in Arabic the label and the error still pair up with the control', () => {
    renderWithUI(
      <Field label="رقم الجواز" error="هذا الحقل مطلوب">
        {(control) => <input {...control} />}
      </Field>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('textbox', { name: 'رقم الجواز' })).toHaveAccessibleDescription('هذا الحقل مطلوب');
  });

  it('has no axe violations in each layout, with and without an error', async () => {
    const { container } = renderWithUI(
      <>
        <Field label="Passport number" hint="As printed on page 2" required>
          {(control) => <input {...control} required />}
        </Field>
        <Field label="Full name" error="This field is required">
          {(control) => <input {...control} />}
        </Field>
        <Field layout="inline" label="I accept the terms" error="Accept the terms to continue">
          {(control) => <input type="checkbox" {...control} />}
        </Field>
        <Field group label="Code" error="The OTP should be 6 numbers">
          {(control) => (
            <div role="group" aria-labelledby={control['aria-labelledby']}>
              <input aria-label="Digit 1 of 2" aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']} />
              <input aria-label="Digit 2 of 2" aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']} />
            </div>
          )}
        </Field>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
