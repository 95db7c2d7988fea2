// The blocks of the design-token pages (Tokens/*.mdx). Everything shown comes
// from @sahm/tokens: the values and the contrast pairs from its typed data,
// the notes from the comment above each token in tokens/src/raw.ts, and each
// sample is drawn inside the real theme class through the theme variables,
// so a page shows what the components get in that theme.
import {
  contrastMinimum,
  contrastPairs,
  contrastRatio,
  darkColors,
  darkShadows,
  darkTheme,
  lightColors,
  lightTheme,
  palette,
  radii,
  shadows,
  space,
  typography,
  vars,
  type ColorRoles,
} from '@sahm/tokens';
import type { CSSProperties, ReactNode } from 'react';
import { note } from './token-notes';

type ThemeName = 'light' | 'dark';

const themes: Record<ThemeName, { title: string; className: string; colors: ColorRoles; shadows: Record<keyof typeof shadows, string> }> = {
  light: { title: 'Light theme', className: lightTheme, colors: lightColors, shadows },
  dark: { title: 'Dark theme', className: darkTheme, colors: darkColors, shadows: darkShadows },
};

const cell: CSSProperties = {
  paddingBlock: 8,
  paddingInline: 12,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 };
const arabicSample = 'سهم في عقار';

/** Both themes, one after the other, each panel on its theme's page colour. */
function ThemePanels({ children }: { children: (theme: ThemeName) => ReactNode }) {
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <Panel key={theme} theme={theme}>
          {children(theme)}
        </Panel>
      ))}
    </>
  );
}

/** Not a landmark: a page shows the same two themes under several headings. */
function Panel({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return (
    <div
      className={`sb-unstyled ${themes[theme].className}`}
      data-theme={theme}
      style={{
        background: vars.color.surface,
        color: vars.color.text,
        fontFamily: vars.font.family,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.body,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        padding: vars.space.lg,
        marginBlock: vars.space.lg,
      }}
    >
      <h3 style={{ margin: 0, marginBlockEnd: vars.space.md, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }}>{themes[theme].title}</h3>
      {children}
    </div>
  );
}

function Table({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', inlineSize: '100%', fontSize: 'inherit', color: 'inherit', background: 'transparent' }}>
        <caption style={{ textAlign: 'start', color: vars.color.textMuted, paddingBlockEnd: vars.space.sm }}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" style={{ ...cell, fontWeight: vars.font.weight.semibold, background: vars.color.surfaceMuted }}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        inlineSize: 56,
        blockSize: 28,
        background: color,
        border: `1px solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.sm,
        verticalAlign: 'middle',
      }}
    />
  );
}

const roles = Object.keys(lightColors) as (keyof ColorRoles)[];

/** Every colour role with its value in each theme and what it is for. */
export function ColourRoles() {
  return (
    <ThemePanels>
      {(theme) => (
        <Table caption={`Colour roles, ${themes[theme].title.toLowerCase()}`} columns={['Role', 'Colour', 'Value', 'Use']}>
          {roles.map((role) => (
            <tr key={role}>
              <th scope="row" style={{ ...cell, ...code, fontWeight: 'normal' }}>
                {role}
              </th>
              <td style={cell}>
                <Swatch color={vars.color[role]} />
              </td>
              <td style={{ ...cell, ...code }}>{themes[theme].colors[role]}</td>
              <td style={cell}>{note('ColorRoles', role)}</td>
            </tr>
          ))}
        </Table>
      )}
    </ThemePanels>
  );
}

/** Each pair of roles the components draw, with its contrast ratio and the WCAG AA minimum it meets. */
export function ContrastPairs() {
  return (
    <ThemePanels>
      {(theme) => {
        const colors = themes[theme].colors;
        return (
          <Table caption={`Contrast of each pair, ${themes[theme].title.toLowerCase()}`} columns={['Foreground', 'Background', 'Sample', 'Ratio', 'WCAG AA']}>
            {contrastPairs.map(({ foreground, background, kind }) => {
              const ratio = contrastRatio(colors[foreground], colors[background]);
              const minimum = contrastMinimum[kind];
              return (
                <tr key={`${foreground}-${background}`}>
                  <td style={{ ...cell, ...code }}>{foreground}</td>
                  <td style={{ ...cell, ...code }}>{background}</td>
                  <td style={cell}>
                    {kind === 'text' ? (
                      <span style={{ display: 'inline-block', color: vars.color[foreground], background: vars.color[background], paddingInline: 8, paddingBlock: 2, borderRadius: 4 }}>
                        Aa 123 <span lang="ar">{arabicSample}</span>
                      </span>
                    ) : (
                      <span
                        aria-hidden="true"
                        style={{ display: 'inline-block', inlineSize: 56, blockSize: 24, background: vars.color[background], border: `2px solid ${vars.color[foreground]}`, borderRadius: 4 }}
                      />
                    )}
                  </td>
                  <td style={{ ...cell, fontVariantNumeric: 'tabular-nums' }}>{ratio.toFixed(2)}:1</td>
                  <td style={cell}>
                    {ratio >= minimum ? 'Meets' : 'Fails'} {minimum}:1 for {kind === 'text' ? 'text' : 'UI parts'}
                  </td>
                </tr>
              );
            })}
          </Table>
        );
      }}
    </ThemePanels>
  );
}

/** The brand palette the two themes draw their roles from. */
export function Palette() {
  return (
    <Panel theme="light">
      <Table caption="Brand palette" columns={['Name', 'Colour', 'Value', 'Use']}>
        {(Object.keys(palette) as (keyof typeof palette)[]).map((name) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 'normal' }}>
              {name}
            </th>
            <td style={cell}>
              <Swatch color={palette[name]} />
            </td>
            <td style={{ ...cell, ...code }}>{palette[name]}</td>
            <td style={cell}>{note('palette', name)}</td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}

const fontSizes = Object.keys(typography.fontSize) as (keyof typeof typography.fontSize)[];
const fontWeights = Object.keys(typography.fontWeight) as (keyof typeof typography.fontWeight)[];
const lineHeights = Object.keys(typography.lineHeight) as (keyof typeof typography.lineHeight)[];

/** Sizes, weights and line heights, each with a Latin and an Arabic sample. */
export function TypeScale() {
  return (
    <ThemePanels>
      {(theme) => (
        <>
          <Table caption={`Type scale, ${themes[theme].title.toLowerCase()}`} columns={['Size', 'Value', 'Sample', 'Use']}>
            {fontSizes.map((size) => (
              <tr key={size}>
                <th scope="row" style={{ ...cell, ...code, fontWeight: 'normal' }}>
                  {size}
                </th>
                <td style={{ ...cell, ...code }}>{typography.fontSize[size]}</td>
                <td style={{ ...cell, fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight.tight }}>
                  Sahm 1,250,000 <span lang="ar">{arabicSample}</span>
                </td>
                <td style={cell}>{note('typography', 'fontSize', size)}</td>
              </tr>
            ))}
          </Table>
          <Table caption="Weights" columns={['Weight', 'Value', 'Sample', 'Use']}>
            {fontWeights.map((weight) => (
              <tr key={weight}>
                <th scope="row" style={{ ...cell, ...code, fontWeight: 'normal' }}>
                  {weight}
                </th>
                <td style={{ ...cell, ...code }}>{typography.fontWeight[weight]}</td>
                <td style={{ ...cell, fontSize: vars.font.size.md, fontWeight: vars.font.weight[weight] }}>
                  Sahm <span lang="ar">{arabicSample}</span>
                </td>
                <td style={cell}>{note('typography', 'fontWeight', weight)}</td>
              </tr>
            ))}
          </Table>
          <Table caption="Line heights" columns={['Line height', 'Value', 'Sample', 'Use']}>
            {lineHeights.map((lineHeight) => (
              <tr key={lineHeight}>
                <th scope="row" style={{ ...cell, ...code, fontWeight: 'normal' }}>
                  {lineHeight}
                </th>
                <td style={{ ...cell, ...code }}>{typography.lineHeight[lineHeight]}</td>
                <td style={{ ...cell, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight[lineHeight], maxInlineSize: 260 }}>
                  Monthly rent arrives in your wallet. <span lang="ar">يصل الإيجار الشهري إلى محفظتك.</span>
                </td>
                <td style={cell}>{note('typography', 'lineHeight', lineHeight)}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </ThemePanels>
  );
}

/** The spacing scale as bars of each length. */
export function SpacingScale() {
  return (
    <ThemePanels>
      {(theme) => (
        <Table caption={`Spacing, ${themes[theme].title.toLowerCase()}`} columns={['Space', 'Value', 'Length', 'Use']}>
          {(Object.keys(space) as (keyof typeof space)[]).map((name) => (
            <tr key={name}>
              <th scope="row" style={{ ...cell, ...code, fontWeight: 'normal' }}>
                {name}
              </th>
              <td style={{ ...cell, ...code }}>{space[name]}</td>
              <td style={cell}>
                <span aria-hidden="true" style={{ display: 'inline-block', blockSize: 16, inlineSize: vars.space[name], background: vars.color.accent, verticalAlign: 'middle' }} />
              </td>
              <td style={cell}>{note('space', name)}</td>
            </tr>
          ))}
        </Table>
      )}
    </ThemePanels>
  );
}

/** Corner radii on a sample box. */
export function RadiusScale() {
  return (
    <ThemePanels>
      {(theme) => (
        <Table caption={`Radii, ${themes[theme].title.toLowerCase()}`} columns={['Radius', 'Value', 'Sample', 'Use']}>
          {(Object.keys(radii) as (keyof typeof radii)[]).map((name) => (
            <tr key={name}>
              <th scope="row" style={{ ...cell, ...code, fontWeight: 'normal' }}>
                {name}
              </th>
              <td style={{ ...cell, ...code }}>{radii[name]}</td>
              <td style={cell}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    inlineSize: 72,
                    blockSize: 40,
                    background: vars.color.accentSurface,
                    border: `2px solid ${vars.color.accent}`,
                    borderRadius: vars.radius[name],
                    verticalAlign: 'middle',
                  }}
                />
              </td>
              <td style={cell}>{note('radii', name)}</td>
            </tr>
          ))}
        </Table>
      )}
    </ThemePanels>
  );
}

/** Elevation shadows on a raised card: the dark theme has its own, deeper set. */
export function ShadowScale() {
  return (
    <ThemePanels>
      {(theme) => (
        <Table caption={`Shadows, ${themes[theme].title.toLowerCase()}`} columns={['Shadow', 'Value', 'Sample', 'Use']}>
          {(Object.keys(shadows) as (keyof typeof shadows)[]).map((name) => (
            <tr key={name}>
              <th scope="row" style={{ ...cell, ...code, fontWeight: 'normal' }}>
                {name}
              </th>
              <td style={{ ...cell, ...code, maxInlineSize: 280 }}>{themes[theme].shadows[name]}</td>
              <td style={{ ...cell, paddingBlock: 20 }}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    inlineSize: 96,
                    blockSize: 56,
                    background: vars.color.surfaceRaised,
                    borderRadius: vars.radius.lg,
                    boxShadow: vars.shadow[name],
                    verticalAlign: 'middle',
                  }}
                />
              </td>
              <td style={cell}>{note(theme === 'light' ? 'shadows' : 'darkShadows', name)}</td>
            </tr>
          ))}
        </Table>
      )}
    </ThemePanels>
  );
}
