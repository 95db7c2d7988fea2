import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Checkbox } from './Checkbox';

const terms = (
  <>
    I accept the <a href="#terms">Terms and Conditions</a>
  </>
);

describe('Checkbox', () => {
  it('toggles by its label and by Space', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<Checkbox label="Email me about new properties" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Email me about new properties' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Email me about new properties'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('takes a label with a link, and following the link does not tick the box', () => {
    renderWithUI(<Checkbox label={terms} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    // A native click: user-event's label shortcut ignores the rule that a link inside a label
    // keeps its own activation; jsdom (like browsers) follows it.
    fireEvent.click(screen.getByRole('link', { name: 'Terms and Conditions' }));
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText(/I accept the/));
    expect(box).toBeChecked();
  });

  it('follows a controlled value', async () => {
    function Agreement() {
      const [accepted, setAccepted] = useState(false);
      return (
        <>
          <Checkbox label={terms} checked={accepted} onCheckedChange={(c) => setAccepted(c === true)} />
          <output>{accepted ? 'accepted' : 'not accepted'}</output>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithUI(<Agreement />);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('status')).toHaveTextContent('accepted');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('describes the purchase-agreement error and marks the box invalid', () => {
    renderWithUI(<Checkbox label={terms} error="Accept the Terms and Conditions to continue" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Accept the Terms and Conditions to continue');
    expect(screen.getByRole('alert')).toHaveTextContent('Accept the Terms and Conditions to continue');
  });

  it('reads a hint with the box and keeps an empty live region ready for an error', () => {
    renderWithUI(<Checkbox label="Email me about new properties" hint="At most once a week" />);
    const box = screen.getByRole('checkbox', { name: 'Email me about new properties' });
    expect(box).toHaveAccessibleDescription('At most once a week');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('cannot be changed when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderWithUI(<Checkbox label="Locked" disabled defaultChecked onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('shows a mixed state', () => {
    renderWithUI(<Checkbox label="All properties" checked="indeterminate" />);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('works in Arabic, the box before the label at the reading start', async () => {
    const user = userEvent.setup();
    const { container } = renderWithUI(<Checkbox label="أوافق على الشروط والأحكام" />, { locale: 'ar' });
    const box = screen.getByRole('checkbox', { name: 'أوافق على الشروط والأحكام' });
    await user.click(screen.getByText('أوافق على الشروط والأحكام'));
    expect(box).toBeChecked();
    expect(box.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // DOM order is reading order: in RTL the box is drawn at the right, before the label.
    expect(box.compareDocumentPosition(screen.getByText('أوافق على الشروط والأحكام')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with a link and an error', async () => {
    const { container } = renderWithUI(<Checkbox label={terms} error="Accept the Terms and Conditions to continue" />);
    await expectNoAxeViolations(container);
  });
});
