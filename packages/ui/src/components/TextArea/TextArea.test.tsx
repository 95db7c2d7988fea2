import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label that keeps line breaks', async () => {
    renderWithUI(<TextArea label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'One{enter}Two');
    expect(textarea).toHaveValue('One\nTwo');
  });

  it('reads the hint and the error with the textarea, marks it invalid, and puts the error in an alert', () => {
    renderWithUI(<TextArea label="Message" hint="At least 10 characters" error="Please write at least 10 characters" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('At least 10 characters Please write at least 10 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('Please write at least 10 characters');
  });

  it('announces an error that appears while typing, and clears it', async () => {
    function Validated() {
      const [value, setValue] = useState('');
      const error = value && value.length < 5 ? 'Too short' : undefined;
      return <TextArea label="Message" value={value} onChange={(e) => setValue(e.target.value)} error={error} />;
    }
    renderWithUI(<Validated />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'Hi');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(textarea, ' there');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(textarea).not.toHaveAttribute('aria-invalid');
  });

  it('is required for assistive technology, with the star only for the eye, and forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithUI(<TextArea label="Message" required ref={ref} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toBeRequired();
    expect(ref.current).toBe(textarea);
  });

  it('has no axe violations, in Arabic too', async () => {
    const { container } = renderWithUI(<TextArea label="الرسالة" hint="عشرة أحرف على الأقل" error="اكتب عشرة أحرف على الأقل" required />, { locale: 'ar' });
    await expectNoAxeViolations(container);
  });
});
