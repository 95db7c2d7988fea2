// One naming style for the web app's calls (DESIGN.md "apps/web"): each file
// of src/features/<area>/api/ is one endpoint, named in kebab-case after its
// call: get-order-book.ts (key + fetcher + useX hook), verify-email.ts.

const API_FILE = /\/src\/features\/[^/]+\/api\/(?:[^/]+\/)*([^/]+?)(?:\.test)?\.tsx?$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Files under a web feature api/ folder are kebab-case' },
    schema: [],
    messages: {
      notKebab: "api/ file '{{name}}' should be kebab-case, named after its call (e.g. get-order-book.ts).",
    },
  },
  create(context) {
    const file = (context.filename ?? context.getFilename()).replace(/\\/g, '/');
    const name = API_FILE.exec(file)?.[1];
    if (name === undefined || KEBAB.test(name)) return {};
    return {
      Program(node) {
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { name } });
      },
    };
  },
};
