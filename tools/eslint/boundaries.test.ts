// The boundary and physical-CSS rules are wired into the real config: lint
// a few snippets as if they lived in the files they'd break.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

async function ruleIds(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

describe('eslint config', () => {
  it('refuses imports from apps/* inside packages/*', async () => {
    expect(await ruleIds("import { x } from '@sahm/web';\nexport const y = x;\n", 'packages/ui/src/bad.ts')).toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleIds("import { x } from '../../../apps/api/src/server';\nexport const y = x;\n", 'packages/ui/src/bad.ts'),
    ).toContain('no-restricted-imports');
  });

  it('lets the UI library take vocabulary from domain, through its index only, and keeps domain free of ours', async () => {
    const vocabulary = "import { locales } from '@sahm/domain';\nexport const all = locales;\n";
    expect(await ruleIds(vocabulary, 'packages/ui/src/components/Bad/Bad.tsx')).not.toContain('no-restricted-imports');
    expect(await ruleIds("import { locales } from '@sahm/domain/src/locale';\nexport const all = locales;\n", 'packages/ui/src/bad.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("import { locales } from '../../domain/src/locale';\nexport const all = locales;\n", 'packages/ui/src/bad.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("import { Button } from '@sahm/ui';\nexport const b = Button;\n", 'packages/domain/src/bad.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses imports from one web feature into another, and api/ files not in kebab-case', async () => {
    const code = "import { PropertyGrid } from '../../properties/components/PropertyGrid';\nexport const y = PropertyGrid;\n";
    expect(await ruleIds(code, 'apps/web/src/features/home/components/Bad.tsx')).toContain('sahm/no-cross-feature-imports');
    expect(await ruleIds(code, 'apps/web/src/app/Fine.tsx')).not.toContain('sahm/no-cross-feature-imports');
    expect(await ruleIds('export const x = 1;\n', 'apps/web/src/features/home/api/marketplaceList.ts')).toContain('sahm/api-file-names');
  });

  it('refuses physical CSS in style files', async () => {
    const code = "import { style } from '@vanilla-extract/css';\nexport const a = style({ marginLeft: 4 });\n";
    expect(await ruleIds(code, 'packages/ui/src/components/Bad/Bad.css.ts')).toContain('sahm/no-physical-css');
  });

  it('runs jsx-a11y on components', async () => {
    const code = 'export const A = () => <img src="x.png" />;\n';
    expect(await ruleIds(code, 'packages/ui/src/components/Bad/Bad.tsx')).toContain('jsx-a11y/alt-text');
  });
});
