import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { OtpInput } from './OtpInput';
import { field } from './OtpInput.css';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => boxes().map((box) => box.value).join('');

describe('OtpInput', () => {
  it('is a labelled group of six numeric boxes, each named by its position', () => {
    renderWithUI(<OtpInput />);
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(group).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    const third = screen.getByRole('textbox', { name: 'Digit 3 of 6' });
    expect(third).toHaveAttribute('inputmode', 'numeric');
    expect(third).toHaveAttribute('pattern', '[0-9]*');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(third).not.toHaveAttribute('autocomplete', 'one-time-code');
    // Not just "not the code": the browser must not offer its own suggestions in the other boxes.
    expect(third).toHaveAttribute('autocomplete', 'off');
  });

  it('takes a length', () => {
    renderWithUI(<OtpInput length={4} />);
    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeInTheDocument();
  });

  it('moves to the next box as digits are typed and completes', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput onChange={onChange} onComplete={onComplete} />);
    boxes()[0]?.focus();
    await user.keyboard('48215');
    expect(boxes()[5]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('9');
    expect(code()).toBe('482159');
    expect(onChange).toHaveBeenLastCalledWith('482159');
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('482159');
  });

  it('pasting an Arabic-Indic code into any box fills every box and completes', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput onComplete={onComplete} />);
    await user.click(boxes()[3]!);
    await user.paste('١٢٣٤٥٦');
    expect(code()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('accepts Persian digits typed on any keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput onChange={onChange} />);
    boxes()[0]?.focus();
    await user.keyboard('۷۰');
    expect(code()).toBe('70');
    expect(onChange).toHaveBeenLastCalledWith('70');
  });

  it('ignores letters and symbols', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput onChange={onChange} />);
    boxes()[0]?.focus();
    await user.keyboard('a-');
    expect(code()).toBe('');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1x2');
    expect(code()).toBe('12');
    await user.paste('ab');
    expect(code()).toBe('12');
    expect(onChange.mock.calls).toEqual([['1'], ['12']]);
  });

  it('Backspace clears a box, and on an empty box goes back and clears the previous one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123" onChange={onChange} />);
    boxes()[3]?.focus();
    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(code()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(code()).toBe('1');
    expect(onChange.mock.calls).toEqual([['12'], ['1']]);
  });

  it('clearing a filled box empties that box only, keeps focus there, and reports the shorter code', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123456" onChange={onChange} onComplete={onComplete} />);
    await user.click(boxes()[1]!);
    await user.keyboard('{Backspace}');
    expect(boxes().map((box) => box.value)).toEqual(['1', '', '3', '4', '5', '6']);
    expect(boxes()[1]).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['13456']]);
    // Typing into the emptied box completes the code again.
    await user.keyboard('7');
    expect(code()).toBe('173456');
    expect(boxes()[2]).toHaveFocus();
    expect(onComplete.mock.calls).toEqual([['173456']]);
  });

  it('typing over a filled box (selected on focus) replaces its digit and moves on', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123456" onChange={onChange} onComplete={onComplete} />);
    await user.click(boxes()[2]!);
    expect(boxes()[2]!.selectionStart).toBe(0);
    expect(boxes()[2]!.selectionEnd).toBe(1);
    await user.keyboard('9');
    expect(code()).toBe('129456');
    expect(boxes()[3]).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['129456']]);
    expect(onComplete.mock.calls).toEqual([['129456']]);
    // The same digit again changes nothing and reports nothing, but still moves on.
    await user.click(boxes()[0]!);
    await user.keyboard('1');
    expect(code()).toBe('129456');
    expect(boxes()[1]).toHaveFocus();
    expect(onChange).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('retyping a whole code over a filled one, digits equal or not, writes it box by box', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123456" onChange={onChange} />);
    await user.click(boxes()[0]!);
    await user.keyboard('1۲4456');
    expect(code()).toBe('124456');
    expect(boxes()[5]).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['124456']]);
  });

  it.each([
    ['after', 1, '39', '129456'],
    ['before', 0, '93', '129456'],
    ['the same digit after', 1, '33', '123456'],
  ])('typing into a filled box with the caret %s its digit keeps the new keystroke', async (_where, caret, _raw, expected) => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123456" onChange={onChange} />);
    const box = boxes()[2]!;
    box.focus();
    box.setSelectionRange(caret, caret);
    await user.keyboard(expected === '123456' ? '3' : '9');
    expect(code()).toBe(expected);
    expect(box.value).toHaveLength(1);
    expect(boxes()[3]).toHaveFocus();
    expect(onChange.mock.calls).toEqual(expected === '123456' ? [] : [[expected]]);
  });

  it('pasting part of a code fills from the box it lands in; a longer code fills from the first box', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput onChange={onChange} />);
    await user.click(boxes()[2]!);
    await user.paste('4-5');
    expect(boxes().map((box) => box.value)).toEqual(['', '', '4', '5', '', '']);
    expect(boxes()[4]).toHaveFocus();
    await user.paste('1234567');
    expect(code()).toBe('123456');
    expect(boxes()[5]).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['45'], ['123456']]);
  });

  it('pasting part of a code into a filled box, caret after its digit, writes just the pasted digits from there', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123456" onChange={onChange} />);
    const second = boxes()[1]!;
    await user.click(second);
    second.setSelectionRange(1, 1);
    await user.paste('78');
    // Not "278" spread from box 2 (the box's own digit plus the paste), and the boxes after the pasted ones keep theirs.
    expect(boxes().map((box) => box.value)).toEqual(['1', '7', '8', '4', '5', '6']);
    expect(boxes()[3]).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['178456']]);
  });

  it('pasting the code already there reports nothing again', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123456" onChange={onChange} onComplete={onComplete} />);
    await user.click(boxes()[0]!);
    await user.paste('123456');
    expect(code()).toBe('123456');
    expect(boxes()[5]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('pasting text without digits into a filled box leaves the box, its caret and the focus as they were', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123456" onChange={onChange} />);
    const third = boxes()[2]!;
    await user.click(third);
    third.setSelectionRange(1, 1);
    await user.paste('code');
    expect(code()).toBe('123456');
    expect(third).toHaveFocus();
    expect([third.selectionStart, third.selectionEnd]).toEqual([1, 1]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a code autofilled over an old one replaces it, even when it holds the old first digit', async () => {
    const onComplete = vi.fn();
    renderWithUI(<OtpInput defaultValue="123456" onComplete={onComplete} />);
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(boxes()[0]!, { target: { value: '654321' } });
    expect(code()).toBe('654321');
    expect(onComplete.mock.calls).toEqual([['654321']]);
  });

  it('two digits arriving at once in an empty box (a keyboard suggestion) fill two boxes', async () => {
    const onChange = vi.fn();
    renderWithUI(<OtpInput onChange={onChange} />);
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(boxes()[2]!, { target: { value: '45' } });
    expect(boxes().map((box) => box.value)).toEqual(['', '', '4', '5', '', '']);
    expect(boxes()[4]).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['45']]);
  });

  it('a function key whose name holds the box digit (F3 on a 3) does not move on', async () => {
    const user = userEvent.setup();
    renderWithUI(<OtpInput defaultValue="123" />);
    await user.click(boxes()[2]!);
    await user.keyboard('{F3}');
    expect(boxes()[2]).toHaveFocus();
    expect(code()).toBe('123');
  });

  it('a code autofilled into one box spreads over the boxes from there', async () => {
    const onComplete = vi.fn();
    renderWithUI(<OtpInput onComplete={onComplete} />);
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(boxes()[0]!, { target: { value: '۱۲۳۴۵۶' } });
    expect(code()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(boxes()[5]).toHaveFocus();
  });

  it('Backspace in an empty first box stays there; the arrows stop at the ends', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUI(<OtpInput onChange={onChange} />);
    boxes()[0]?.focus();
    await user.keyboard('{Backspace}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    boxes()[5]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[5]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('carries the code in a hidden form field when named', async () => {
    const user = userEvent.setup();
    const { container } = renderWithUI(<OtpInput name="verifyCode" defaultValue="12" />);
    const hidden = container.querySelector('input[type="hidden"]') as HTMLInputElement;
    expect(hidden).toHaveAttribute('name', 'verifyCode');
    expect(hidden.value).toBe('12');
    boxes()[2]?.focus();
    await user.keyboard('3');
    expect(hidden.value).toBe('123');
    const { container: unnamed } = renderWithUI(<OtpInput />);
    expect(unnamed.querySelector('input[type="hidden"]')).toBeNull();
  });

  it('moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderWithUI(<OtpInput />);
    boxes()[2]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(boxes()[5]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('in Arabic keeps the code left to right: first digit first, ArrowRight to the next digit', async () => {
    const user = userEvent.setup();
    renderWithUI(<OtpInput />, { locale: 'ar' });
    const group = screen.getByRole('group', { name: 'رمز التحقق' });
    expect(group).toHaveAttribute('dir', 'ltr');
    expect(group.closest('[dir="rtl"]')).not.toBeNull();
    const first = screen.getByRole('textbox', { name: 'الرقم ١ من ٦' });
    expect(boxes()[0]).toBe(first);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('textbox', { name: 'الرقم ٢ من ٦' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
    await user.paste('٩٨٧٦٥٤');
    expect(code()).toBe('987654');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [otp, setOtp] = useState('12');
      return (
        <>
          <OtpInput value={otp} onChange={setOtp} />
          <button type="button" onClick={() => setOtp('')}>
            Clear
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithUI(<Controlled />);
    expect(code()).toBe('12');
    boxes()[2]?.focus();
    await user.keyboard('3');
    expect(code()).toBe('123');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(code()).toBe('');
  });

  it('a controlled code keeps a gap where a box was skipped', async () => {
    function Controlled() {
      const [otp, setOtp] = useState('');
      return <OtpInput value={otp} onChange={setOtp} />;
    }
    const user = userEvent.setup();
    renderWithUI(<Controlled />);
    await user.click(boxes()[2]!);
    await user.keyboard('7');
    // The app holds "7"; the digit stays in the third box rather than jumping to the first.
    expect(boxes().map((box) => box.value)).toEqual(['', '', '7', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('a controlled value the app refuses to change stays as it is', async () => {
    const user = userEvent.setup();
    renderWithUI(<OtpInput value="55" />);
    boxes()[2]?.focus();
    await user.keyboard('7');
    expect(code()).toBe('55');
  });

  it('announces the error and ties it to every box', () => {
    renderWithUI(<OtpInput error="The OTP should be 6 numbers" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The OTP should be 6 numbers');
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('The OTP should be 6 numbers');
    }
  });

  it('reads a hint with every box, before the error', () => {
    renderWithUI(<OtpInput hint="Sent to +964 750 123 4567" error="The OTP should be 6 numbers" />);
    for (const box of boxes()) expect(box).toHaveAccessibleDescription('Sent to +964 750 123 4567 The OTP should be 6 numbers');
  });

  it("keeps the app's class beside its own on the field", () => {
    renderWithUI(<OtpInput className="signup-code" />);
    const frame = screen.getByRole('group', { name: 'Verification code' }).parentElement!;
    expect(frame).toHaveClass('signup-code', field);
  });

  it('cannot be typed into when disabled', () => {
    renderWithUI(<OtpInput disabled />);
    for (const box of boxes()) expect(box).toBeDisabled();
  });

  it('has no axe violations, with and without an error', async () => {
    const { container, rerender } = renderWithUI(<OtpInput defaultValue="123" />);
    await expectNoAxeViolations(container);
    rerender(<OtpInput error="The OTP should be 6 numbers" />);
    await expectNoAxeViolations(container);
  });
});
