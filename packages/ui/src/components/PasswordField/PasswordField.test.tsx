import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until asked, then shows it, and hides it again', async () => {
    renderWithUI(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'S3cretPass');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('S3cretPass');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggles from the keyboard: Tab reaches the button after the input', async () => {
    renderWithUI(<PasswordField label="Password" />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('passes autocomplete through (current-password by default) and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithUI(
      <>
        <PasswordField label="Password" />
        <PasswordField ref={ref} label="New password" autoComplete="new-password" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(ref.current).toBe(screen.getByLabelText('New password'));
    // Shown or not, the browser must not correct, capitalise or spell-check a password.
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('shows errors like any TextField', () => {
    renderWithUI(<PasswordField label="Password" error="Password must be at least 8 characters long" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  });

  it('names the toggle in the locale (Sorani Kurdish, RTL)', async () => {
    renderWithUI(<PasswordField label="وشەی نهێنی" />, { locale: 'kr' });
    const toggle = screen.getByRole('button', { name: 'پیشاندانی وشەی نهێنی' });
    await userEvent.click(toggle);
    expect(screen.getByRole('textbox', { name: 'وشەی نهێنی' })).toBeInTheDocument();
  });

  it('disables the toggle with the field', () => {
    renderWithUI(<PasswordField label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('has no axe violations, hidden and shown', async () => {
    const { container } = renderWithUI(<PasswordField label="Password" required hint="At least 8 characters" />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await expectNoAxeViolations(container);
  });
});
