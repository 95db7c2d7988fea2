import { messageText } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { checkPhone } from './input';

describe('checkPhone: a receiver typed after +964, or whole', () => {
  it.each([
    ['0750 123 4567', '+9647501234567'],
    ['750-123-4567', '+9647501234567'],
    ['٠٧٥٠١٢٣٤٥٦٧', '+9647501234567'],
    ['(0770) 111.2233', '+9647701112233'],
    ['+964 770 111 2233', '+9647701112233'],
    ['00964 770 111 2233', '+9647701112233'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('%s is %s', (typed, e164) => {
    expect(checkPhone(typed, 'en')).toEqual({ ok: true, value: e164 });
  });

  it.each([
    ['', 'this field is required'],
    [' - ', 'this field is required'],
    ['12', 'Please enter a valid mobile number'],
    ['0650 123 4567', 'Please enter a valid mobile number'],
    ['+964 650 123 4567', 'Please enter a valid mobile number'],
    // 00 is the same as +, so an Iraqi number written with it meets the same mobile rule.
    ['00964 650 123 4567', 'Please enter a valid mobile number'],
    ['+964 750 123 45678', 'Please enter a valid mobile number'],
    ['abc', 'Please enter a valid mobile number'],
  ])('%j is refused: %s', (typed, message) => {
    expect(checkPhone(typed, 'en')).toEqual({ ok: false, error: message });
  });

  it('says so in the reader’s language', () => {
    expect(checkPhone('12', 'ar')).toEqual({ ok: false, error: messageText('ar', 'MOBILE_INVALID') });
    expect(messageText('ar', 'MOBILE_INVALID')).toMatch(/[\u0600-\u06FF]/);
  });
});
