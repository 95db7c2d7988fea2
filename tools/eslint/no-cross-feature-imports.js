// A feature of the web app (apps/web/src/features/<area>/) never imports
// another feature (DESIGN.md example 10): what two features share lives in
// src/components/, src/lib/ or the library, so each feature can change, move
// or be deleted on its own. Relative imports are resolved against the
// importing file, so `../../properties/components/X` from features/home is
// caught however many `../` it takes; `import()` and re-exports count too.

import path from 'node:path';

const FEATURES = /^(.*\/src\/features)\/([^/]+)(?:\/|$)/;

/** The features folder and the area a path lies in, if it lies in one. */
function featureOf(file) {
  const match = FEATURES.exec(file.replace(/\\/g, '/'));
  return match ? { root: match[1], area: match[2] } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A feature of the web app does not import another feature' },
    schema: [],
    messages: {
      crossFeature:
        "'{{source}}' reaches into features/{{other}} from features/{{own}}: features do not import each other; move what they share to src/components/ (or src/lib/).",
    },
  },
  create(context) {
    const file = (context.filename ?? context.getFilename()).replace(/\\/g, '/');
    const own = featureOf(file);
    if (!own) return {};

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.posix.join(path.posix.dirname(file), source.value));
      if (target && target.root === own.root && target.area !== own.area) {
        context.report({ node: source, messageId: 'crossFeature', data: { source: source.value, other: target.area, own: own.area } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
