import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './no-physical-css.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-physical-css', rule, {
  valid: [
    "style({ marginInlineStart: 4, paddingInlineEnd: 8, insetInlineStart: 0, textAlign: 'start' })",
    "style({ borderInlineStart: '1px solid', float: 'inline-start', textAlign: 'center' })",
    "style({ borderStartStartRadius: 4, marginBlock: 2, top: 0, bottom: 0 })",
    "const x = { [key]: 1 }",
  ],
  invalid: [
    { code: 'style({ marginLeft: 4 })', errors: [{ messageId: 'physicalKey' }] },
    { code: 'style({ paddingRight: 4 })', errors: [{ messageId: 'physicalKey' }] },
    { code: "style({ borderLeftColor: 'red' })", errors: [{ messageId: 'physicalKey' }] },
    { code: "style({ borderRight: '1px solid' })", errors: [{ messageId: 'physicalKey' }] },
    { code: 'style({ borderTopLeftRadius: 4 })', errors: [{ messageId: 'physicalKey' }] },
    { code: 'style({ left: 0 })', errors: [{ messageId: 'physicalKey' }] },
    { code: "style({ right: '1rem' })", errors: [{ messageId: 'physicalKey' }] },
    { code: "style({ 'margin-left': 4 })", errors: [{ messageId: 'physicalKey' }] },
    { code: "style({ textAlign: 'left' })", errors: [{ messageId: 'physicalValue' }] },
    { code: "style({ textAlign: 'right' })", errors: [{ messageId: 'physicalValue' }] },
    { code: "style({ float: 'right' })", errors: [{ messageId: 'physicalValue' }] },
    { code: "style({ selectors: { '&:hover': { marginRight: 2 } } })", errors: [{ messageId: 'physicalKey' }] },
  ],
});
