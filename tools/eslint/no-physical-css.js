// Rejects physical (left/right) CSS in vanilla-extract style files so every
// layout works in RTL (DESIGN.md example 3). Catches property keys such as
// marginLeft / paddingRight / borderLeftColor / left / right, and the values
// textAlign: 'left' | 'right' and float: 'left' | 'right'.

const PHYSICAL_KEY =
  /^(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)|^border(Top|Bottom)(Left|Right)Radius$|^(left|right)$|^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)|^border-(top|bottom)-(left|right)-radius$/;

const LOGICAL_HINT = {
  left: 'insetInlineStart',
  right: 'insetInlineEnd',
  marginLeft: 'marginInlineStart',
  marginRight: 'marginInlineEnd',
  paddingLeft: 'paddingInlineStart',
  paddingRight: 'paddingInlineEnd',
  borderLeft: 'borderInlineStart',
  borderRight: 'borderInlineEnd',
};

const DIRECTIONAL_VALUE_KEYS = new Set(['textAlign', 'text-align', 'float', 'clear']);

function keyName(node) {
  if (node.computed) return null;
  if (node.key.type === 'Identifier') return node.key.name;
  if (node.key.type === 'Literal' && typeof node.key.value === 'string') return node.key.value;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Use logical CSS properties (inline-start/end) instead of left/right' },
    schema: [],
    messages: {
      physicalKey: "Physical CSS property '{{name}}' breaks RTL layouts; use a logical property{{hint}}.",
      physicalValue: "'{{name}}: {{value}}' breaks RTL layouts; use '{{logical}}'.",
    },
  },
  create(context) {
    return {
      Property(node) {
        const name = keyName(node);
        if (!name) return;
        if (PHYSICAL_KEY.test(name)) {
          const hint = LOGICAL_HINT[name] ? ` such as '${LOGICAL_HINT[name]}'` : '';
          context.report({ node: node.key, messageId: 'physicalKey', data: { name, hint } });
          return;
        }
        if (
          DIRECTIONAL_VALUE_KEYS.has(name) &&
          node.value.type === 'Literal' &&
          (node.value.value === 'left' || node.value.value === 'right')
        ) {
          context.report({
            node: node.value,
            messageId: 'physicalValue',
            data: { name, value: node.value.value, logical: node.value.value === 'left' ? 'start' : 'end' },
          });
        }
      },
    };
  },
};
