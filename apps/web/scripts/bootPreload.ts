import { readdirSync, readFileSync } from 'node:fs';
import { parseAst, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the app keeps its language catalogs and its route table; everything else is read from them. */
export interface BootPreloadOptions {
  /** The folder of the language catalogs, one module per language (`en.ts`), relative to the app root. */
  localesDir: string;
  /** The language used when none is saved. */
  defaultLocale: string;
  /** localStorage keys of the saved language and of the session token. */
  storageKeys: { language: string; token: string };
  /** The route table (src/config/paths.ts), relative to the app root: each route's path, access and screen module. */
  routeTable: string;
}

/** A route of the table as its source declares it: `route({ path: '/home', access: 'public', screen: lazyScreen(() => import('…')) })`. */
export interface RouteScreen {
  path: string;
  access: string;
  /** The screen module as the table imports it, relative to the table. */
  module: string;
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit);
  }
}

/** The specifier of the first literal `import('…')` inside a node. */
function importIn(node: Node): string | undefined {
  let found: string | undefined;
  walk(node, (inner) => {
    const source = inner.source as Node | undefined;
    if (found === undefined && inner.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string') found = source.value;
  });
  return found;
}

function stringLiteral(node: Node | undefined): string | undefined {
  return node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
}

/**
 * Each route of the route table's source with its screen module: every object
 * literal with a string `path`, a string `access` and a `screen` that is an
 * `import()` (inline, or in a top-level `const`). The build can't run the
 * table (its imports would pull every screen into the config), so it reads it.
 */
export function routeScreens(source: string): RouteScreen[] {
  const program = parseAst(source, { lang: 'ts' }) as unknown as Node;
  const constants = new Map<string, string>();
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      const module = init?.type === 'CallExpression' ? importIn(init) : undefined;
      if (id.type === 'Identifier' && module) constants.set(id.name as string, module);
    }
  }
  const routes: RouteScreen[] = [];
  walk(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const property = (name: string) =>
      (node.properties as Node[]).find((p) => p.type === 'Property' && !p.computed && ((p.key as Node).name ?? (p.key as Node).value) === name)?.value as Node | undefined;
    const path = stringLiteral(property('path'));
    const access = stringLiteral(property('access'));
    const screen = property('screen');
    if (path === undefined || access === undefined || !screen) return;
    const module = screen.type === 'Identifier' ? constants.get(screen.name as string) : importIn(screen);
    if (module) routes.push({ path, access, module });
  });
  return routes;
}

/**
 * The first screen needs two chunks that index.html cannot name, since they
 * depend on the visitor: the saved language's catalog and the screen of the
 * URL. main.tsx fetches them once the big app chunk has downloaded and run;
 * this plugin writes a tiny script (assets/boot-[hash].js, loaded `async`
 * from index.html, so it is same-origin for the CSP and never blocks the
 * parser) that starts those downloads straight away, alongside the app
 * chunk, and warms up Intl while the main thread would otherwise wait for
 * the network. It only adds `<link rel="modulepreload">` / stylesheet tags
 * for files the app would fetch anyway; without it (or if it fails) the app
 * loads exactly as before.
 */
export function bootPreload(options: BootPreloadOptions): Plugin {
  let root = '';
  /** Language code → catalog module; first path segment → access and screen module (absolute ids). */
  let locales: Record<string, string> = {};
  let screens: { path: string; access: string; id: string }[] = [];
  return {
    name: 'sahm:boot-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root.replace(/\\/g, '/').replace(/\/$/, '');
    },
    async buildStart() {
      const localesDir = `${root}/${options.localesDir}`;
      locales = Object.fromEntries(
        readdirSync(localesDir)
          .filter((file) => /^[a-z]+\.ts$/.test(file))
          .map((file) => [file.replace(/\.ts$/, ''), `${localesDir}/${file}`]),
      );
      if (!locales[options.defaultLocale]) throw new Error(`sahm:boot-preload: no catalog for ${options.defaultLocale} in ${options.localesDir}`);
      const table = `${root}/${options.routeTable}`;
      const declared = routeScreens(readFileSync(table, 'utf8'));
      if (declared.length === 0) throw new Error(`sahm:boot-preload: no routes found in ${options.routeTable}`);
      screens = await Promise.all(
        declared.map(async ({ path, access, module }) => {
          const resolved = await this.resolve(module, table);
          if (!resolved) throw new Error(`sahm:boot-preload: cannot resolve ${module} (${path})`);
          return { path, access, id: resolved.id.replace(/\\/g, '/') };
        }),
      );
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\\/g, '/'), c]));
      const filesFor = (module: string): string[] => {
        const chunk = byModule.get(module);
        if (!chunk) throw new Error(`sahm:boot-preload: no chunk for ${module}`);
        return closure(chunk, bundle, entry?.fileName);
      };
      const manifest: Manifest = {
        locales: Object.fromEntries(Object.entries(locales).map(([code, module]) => [code, filesFor(module)])),
        // Not the console's: at boot nobody knows yet whether the visitor is an admin (the guard waits
        // for the profile), and an investor who types /admin must not download it on the way to /home.
        screens: Object.fromEntries(screens.filter(({ access }) => access !== 'admin').map(({ path, access, id }) => [path, { access, files: filesFor(id) }])),
      };
      const source = bootScript(manifest, options);
      const ref = this.emitFile({ type: 'asset', name: 'boot.js', source });
      const fileName = this.getFileName(ref);
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('sahm:boot-preload: index.html is not in the bundle');
      const tag = `<script async src="/${fileName}"></script>`;
      html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
    },
  };
}

interface Manifest {
  locales: Record<string, string[]>;
  /** First path segment → who may open it (config/paths.ts `access`) and its files. */
  screens: Record<string, { access: string; files: string[] }>;
}

/** A chunk's file, the chunks it imports statically (what a dynamic import() waits for), and their CSS; not the entry's. */
function closure(chunk: OutputChunk, bundle: OutputBundle, entry: string | undefined): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name) || name === entry) return;
    seen.add(name);
    const file = bundle[name];
    if (!file || file.type !== 'chunk') return;
    files.push(name);
    const css = (file as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    for (const sheet of css ?? []) files.push(sheet);
    for (const dep of file.imports) visit(dep);
  };
  visit(chunk.fileName);
  return files;
}

function bootScript(manifest: Manifest, options: BootPreloadOptions): string {
  return `// Generated by apps/web/scripts/bootPreload.ts: starts the first screen's chunks early.
(function () {
  var m = ${JSON.stringify(manifest)};
  try {
    var saved = localStorage.getItem(${JSON.stringify(options.storageKeys.language)});
    var signedIn = !!localStorage.getItem(${JSON.stringify(options.storageKeys.token)});
    var lang = m.locales[saved] ? saved : ${JSON.stringify(options.defaultLocale)};
    var screen = m.screens['/' + (location.pathname.split('/')[1] || '')];
    // Only a screen the guard will show (config/paths.ts): the app fetches a redirect's target itself.
    var shown = screen && (screen.access === 'public' || (screen.access === 'guest' ? !signedIn : signedIn));
    var files = m.locales[lang].concat(shown ? screen.files : []);
    for (var i = 0; i < files.length; i++) {
      var href = '/' + files[i];
      if (document.querySelector('link[href="' + href + '"]')) continue;
      var link = document.createElement('link');
      link.rel = /\\.css$/.test(href) ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch (e) {
    // Storage blocked or an old browser: the app fetches the same files itself.
  }
  try {
    // The first Intl call loads the browser's locale data (tens of milliseconds on a phone); the app's
    // first render makes one (react-intl checks its locale). Done here, it overlaps the app's download.
    Intl.NumberFormat.supportedLocalesOf('en');
    Intl.DateTimeFormat.supportedLocalesOf('en');
  } catch (e) {
    // No Intl: react-intl reports it when the app starts.
  }
})();
`;
}
