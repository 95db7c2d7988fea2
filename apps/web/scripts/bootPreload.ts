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
  /** The first screens' GET calls to start at once, and where the window keeps their answers (src/config/earlyCalls.ts). */
  earlyCalls?: { calls: EarlyCallTable; key: string };
  /** The languages written right to left (the boot shell's direction). */
  rightToLeft?: readonly string[];
  /** The folder of the areas' message files (`<area>/<language>.json`), relative to the app root: the boot shell's headings take their strings from there. */
  messagesDir?: string;
  /**
   * The regular faces, by their file's name as the stylesheet names it
   * (`noto-sans-latin-400-normal.woff2`): `every` page's (its range holds the space, digits and
   * punctuation) and the right-to-left languages'. Where the boot shell draws a page header, whose
   * words show once their faces are here, they are asked for at once: the Latin one from the
   * page's HTML (dist/page-hints.json, which the server reads), both by the boot script (for a
   * right-to-left language, and for a shell the service worker kept). Without this they were
   * asked for behind the app's code. Not elsewhere: measured under Lighthouse, an early face on
   * /home (whose first paint is the app's) shared the network with the app's code and put its
   * largest paint later (2.38–2.49 → 2.71–2.85 s), where the dashboard's came sooner (2.85–2.97 →
   * 1.94–2.18 s).
   */
  fonts?: { every: string; rightToLeft?: string };
}

/** src/config/earlyCalls.ts's table, as the boot script reads it. */
export interface EarlyCallTable {
  signedIn: readonly string[];
  screens: Readonly<Record<string, { calls: readonly string[]; image?: readonly string[]; heading?: { title: string; titleAnonymous: string; lead: string } }>>;
}

/** The strings the boot shell's headings need, by language: read from every area's `<language>.json` under `dir`. */
export function headingStrings(dir: string, languages: readonly string[], calls: EarlyCallTable | undefined): Record<string, Record<string, string>> {
  const ids = Object.values(calls?.screens ?? {}).flatMap((screen) => Object.values(screen.heading ?? {}));
  if (ids.length === 0) return {};
  const areas = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.fromEntries(
    languages.map((language) => {
      const all: Record<string, string> = {};
      for (const area of areas) {
        try {
          Object.assign(all, JSON.parse(readFileSync(`${dir}/${area.name}/${language}.json`, 'utf8')) as Record<string, string>);
        } catch {
          // An area without this language's file: the catalog tests report it.
        }
      }
      const missing = ids.filter((id) => typeof all[id] !== 'string');
      if (missing.length) throw new Error(`sahm:boot-preload: no ${language} string for ${missing.join(', ')}`);
      return [language, Object.fromEntries(ids.map((id) => [id, all[id]!]))];
    }),
  );
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
 * chunk, and has a worker warm up Intl off the main thread (intlWorker
 * below). It only adds `<link rel="modulepreload">` / stylesheet tags
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
      const faceFile = (name: string): string => {
        const asset = Object.values(bundle).find((file) => file.type === 'asset' && file.names.includes(name));
        if (!asset) throw new Error(`sahm:boot-preload: no face ${name} in the build (is it still in tokens/src/fonts.css?)`);
        return asset.fileName;
      };
      const fonts = options.fonts ? { every: faceFile(options.fonts.every), rightToLeft: options.fonts.rightToLeft ? faceFile(options.fonts.rightToLeft) : undefined } : undefined;
      const manifest: Manifest = {
        ...(fonts ? { faces: fonts } : {}),
        ...(options.earlyCalls ? { early: options.earlyCalls.calls } : {}),
        ...(options.messagesDir ? { strings: headingStrings(`${root}/${options.messagesDir}`, Object.keys(locales), options.earlyCalls?.calls) } : {}),
        locales: Object.fromEntries(Object.entries(locales).map(([code, module]) => [code, filesFor(module)])),
        // Not the console's: at boot nobody knows yet whether the visitor is an admin (the guard waits
        // for the profile), and an investor who types /admin must not download it on the way to /home.
        screens: Object.fromEntries(screens.filter(({ access }) => access !== 'admin').map(({ path, access, id }) => [path, { access, files: filesFor(id) }])),
      };
      // The server puts these in the HTML of the pages named (apps/api src/http/pageHints.ts): the regular
      // Latin face for a screen whose shell draws a page header, asked for with the HTML itself.
      if (fonts && options.earlyCalls) {
        const hints = Object.fromEntries(
          Object.entries(options.earlyCalls.calls.screens)
            .filter(([, screen]) => screen.heading)
            .map(([path]) => [path, [{ href: `/${fonts.every}`, as: 'font', type: 'font/woff2' }]]),
        );
        this.emitFile({ type: 'asset', fileName: 'page-hints.json', source: `${JSON.stringify(hints, null, 2)}\n` });
      }
      const warm = this.emitFile({ type: 'asset', name: 'intl-warm.js', source: intlWorker });
      manifest.intlWorker = this.getFileName(warm);
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

/** The two calls that build Intl's locale tables: in the worker, or in the page where there is none. */
const intlCalls = "Intl.NumberFormat.supportedLocalesOf('en'); Intl.DateTimeFormat.supportedLocalesOf('en');";

/**
 * The Intl worker's source. The first Intl.NumberFormat or Intl.DateTimeFormat
 * call of a renderer (react-intl's createIntl makes both as the app starts)
 * builds the engine's tables of the locales it has: 40–250 ms on one thread,
 * measured in Chromium 156 on this project's machines, a long task of its own
 * and the largest single one on the signed-in screens. V8 keeps those tables
 * for the whole process, so a worker that makes the same calls builds them on
 * a thread of its own, and the page's first call then finds them ready
 * (measured: 0.0 ms after the worker, 34–52 ms without). A browser that keeps
 * them per thread pays where it first formats, as it would without a worker.
 */
export const intlWorker = `// Generated by apps/web/scripts/bootPreload.ts: builds Intl's locale tables off the page's main thread.
try {
  ${intlCalls}
} catch (e) {
  // No Intl here: the page finds out for itself.
}
close();
`;

interface Manifest {
  /** The Intl worker's file (intlWorker). */
  intlWorker?: string;
  early?: EarlyCallTable;
  /** The regular faces' files: `every` page's, and the right-to-left languages' (BootPreloadOptions `fonts`). */
  faces?: { every: string; rightToLeft?: string };
  /** The boot shell's heading strings, by language and message id. */
  strings?: Record<string, Record<string, string>>;
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

/** The boot script's source (exported for its tests, which run it). */
export function bootScript(manifest: Manifest, options: BootPreloadOptions): string {
  return `// Generated by apps/web/scripts/bootPreload.ts: starts the first screen's chunks early.
(function () {
  var m = ${JSON.stringify(manifest)};
  // The first Intl call builds the browser's locale tables (40–250 ms of one thread); the app's first
  // render makes one (react-intl checks its locale). A worker builds them on a thread of its own, for the
  // whole process (intlWorker in bootPreload.ts). Without workers, done here: it overlaps the app's
  // download, in a task of its own rather than lengthening this one. First, so the worker has the longest
  // start on the app's first render.
  try {
    if (!m.intlWorker || typeof Worker !== 'function') throw new Error('no worker');
    new Worker('/' + m.intlWorker);
  } catch (e) {
    setTimeout(function () {
      try {
        ${intlCalls}
      } catch (e) {
        // No Intl: react-intl reports it when the app starts.
      }
    }, 0);
  }
  try {
    var saved = localStorage.getItem(${JSON.stringify(options.storageKeys.language)});
    var signedIn = !!localStorage.getItem(${JSON.stringify(options.storageKeys.token)});
    var lang = m.locales[saved] ? saved : ${JSON.stringify(options.defaultLocale)};
    var screenPath = '/' + (location.pathname.split('/')[1] || '');
    var screen = m.screens[screenPath];
    // Only a screen the guard will show (config/paths.ts): the app fetches a redirect's target itself.
    var shown = screen && (screen.access === 'public' || (screen.access === 'guest' ? !signedIn : signedIn));
    var files = m.locales[lang].concat(shown ? screen.files : []);
    // A page header the shell draws (early()) shows once its words' faces are here: asked for first.
    var heading = shown && signedIn && m.early && m.early.screens[screenPath] && m.early.screens[screenPath].heading;
    if (heading && m.faces) preloadFaces(m.faces, lang);
    for (var i = 0; i < files.length; i++) {
      var href = '/' + files[i];
      if (document.querySelector('link[href="' + href + '"]')) continue;
      var link = document.createElement('link');
      link.rel = /\\.css$/.test(href) ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    if (m.early) early(m.early, signedIn, lang, shown ? screenPath : null, (m.strings || {})[lang]);
  } catch (e) {
    // Storage blocked or an old browser: the app fetches the same files and data itself.
  }
  // The first screen's data (src/config/earlyCalls.ts), asked for now rather than once the app has
  // downloaded and rendered: lib/api takes each answer once. An answer never fails here (null when
  // there was none), so nothing is left unhandled if the app ends up not asking.
  function early(table, signedIn, lang, screenPath, strings) {
    var key = ${JSON.stringify(options.earlyCalls?.key ?? '__sahmEarly')};
    // This script loads async: where it runs after the app has made its first call (lib/api marks the
    // store), it asks for nothing, or an answer nobody took would wait for a later call and be stale.
    if (window[key] !== undefined) return;
    var token = signedIn ? localStorage.getItem(${JSON.stringify(options.storageKeys.token)}) : '';
    var store = (window[key] = {});
    var id = (new URLSearchParams(location.search).get('id') || '').trim();
    var screen = screenPath ? table.screens[screenPath] : null;
    var calls = (signedIn ? table.signedIn : []).concat(screen ? screen.calls : []);
    // The server names the page's first photo in its HTML when it knows it (apps/api catalog/preload.ts):
    // drawn now, without waiting for the answer. A shell from the service worker's cache has none.
    var named = screen && screen.image ? document.querySelector('link[rel="preload"][as="image"][data-first-photo]') : null;
    var namedPhoto = named && named.getAttribute('href');
    for (var i = 0; i < calls.length; i++) {
      if (calls[i].indexOf('{id}') >= 0 && !id) continue;
      var path = calls[i].replace('{id}', encodeURIComponent(id));
      var headers = { 'accept-language': lang, accept: 'application/json' };
      if (token) headers.authorization = 'Bearer ' + token;
      var answer = fetch('/api' + path, { headers: headers }).then(
        function (response) {
          return response.json().then(null, function () { return {}; }).then(function (body) { return { status: response.status, body: body }; });
        },
        function () { return null; }
      );
      store[path] = { token: token || '', lang: lang, at: Date.now(), answer: answer };
      // The profile (the first signed-in call) names the visitor in a page header the shell draws.
      if (screen && screen.heading && strings && signedIn && calls[i] === table.signedIn[0]) drawHeading(screen.heading, strings, lang, answer);
      if (!screen || !screen.image || screen.calls.indexOf(calls[i]) < 0) continue;
      if (namedPhoto) showPhoto(namedPhoto, store, path, lang);
      else answer.then(preloadImage(screen.image, store, path, lang));
    }
  }
  // The answer's first photo, asked for at once with high priority: the screen's largest paint. The app's
  // loading skeleton shows it too (lib/api earlyImage), and until the app is here, the boot shell.
  function preloadImage(places, store, path, lang) {
    return function (answer) {
      var data = answer && answer.status === 200 && answer.body && answer.body.data;
      for (var i = 0; data && i < places.length; i++) {
        var value = places[i].split('.').reduce(function (at, key) { return at == null ? at : at[key]; }, data);
        if (typeof value !== 'string' || !value) continue;
        var link = document.createElement('link');
        link.setAttribute('rel', 'preload');
        link.setAttribute('as', 'image');
        link.setAttribute('href', value);
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
        showPhoto(value, store, path, lang);
        return;
      }
    };
  }
  function showPhoto(photo, store, path, lang) {
    store['image:' + path] = photo;
    whenRoot(function () { paintShell(photo, lang); });
  }
  // The boot shell (src/app/bootShell.css.ts): the screen's loading state as the app first draws it,
  // drawn into the still empty #root, so its largest paint (a photo, a page header) shows at once
  // rather than once the app has downloaded and run. Hidden from assistive technology; React's first
  // render replaces it.
  function shellFor(lang, page) {
    var root = document.getElementById('root');
    if (!root || root.firstChild) return null;
    var shell = document.createElement('div');
    shell.setAttribute('data-boot-shell', '');
    shell.setAttribute('aria-hidden', 'true');
    shell.setAttribute('dir', ${JSON.stringify(options.rightToLeft ?? [])}.indexOf(lang) >= 0 ? 'rtl' : 'ltr');
    shell.innerHTML = '<div data-part="header"></div>' + page;
    root.appendChild(shell);
    return shell;
  }
  // As soon as #root is parsed: not at DOMContentLoaded, which waits for the app's code to download and run.
  function whenRoot(draw) {
    if (document.getElementById('root') || document.readyState !== 'loading') return draw();
    var wait = function () {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', wait);
      draw();
    };
    document.addEventListener('readystatechange', wait);
  }
  // A property's page: its loading skeleton with the first photo.
  function paintShell(photo, lang) {
    var shell = shellFor(lang, '<div data-part="page"><span data-part="line" data-size="eyebrow"></span>' +
      '<span data-part="line" data-size="title"></span><span data-part="line" data-size="location"></span><div data-part="photo"><img alt=""></div></div>');
    if (!shell) return;
    var img = shell.querySelector('img');
    img.setAttribute('fetchpriority', 'high');
    img.setAttribute('src', photo);
  }
  // A signed-in screen's page header over its loading skeleton: the lead at once, the title with the
  // visitor's name once the profile is here (a skeleton line until then).
  function drawHeading(heading, strings, lang, profile) {
    var draw = function () {
      var shell = shellFor(lang, '<div data-part="page" data-width="wide"><div data-part="intro"><span data-part="line" data-size="heading"></span><p data-part="lead"></p></div>' +
        '<div data-part="tiles"><span data-part="block"></span><span data-part="block"></span><span data-part="block"></span></div><span data-part="block" data-size="wide"></span></div>');
      if (!shell) return;
      var lead = shell.querySelector('[data-part="lead"]');
      lead.textContent = strings[heading.lead];
      inAppFont(lead);
      profile.then(function (answer) {
        var data = answer && answer.status === 200 && answer.body && answer.body.data;
        var line = shell.querySelector('[data-size="heading"]');
        if (!data || !line) return;
        var name = (typeof data.fullName === 'string' && data.fullName.trim()) || (typeof data.username === 'string' && data.username) || '';
        var title = document.createElement('div');
        title.setAttribute('data-part', 'heading');
        // A function, so a name with "$&" in it is put in as it is.
        title.textContent = name ? strings[heading.title].replace('{name}', function () { return name; }) : strings[heading.titleAnonymous];
        line.parentNode.replaceChild(title, line);
        inAppFont(title);
      });
    };
    whenRoot(draw);
  }
  // The regular faces (every page's Latin one: its range holds the space, digits and punctuation; and a
  // right-to-left language's), fetched as the stylesheet's @font-face fetches them (CORS), so the
  // download is the one the page uses. Only where the shell draws words: elsewhere the app's own first
  // paint needs its code before any face, and an early face would share the network with that code.
  function preloadFaces(faces, lang) {
    var wanted = [faces.every].concat(faces.rightToLeft && ${JSON.stringify(options.rightToLeft ?? [])}.indexOf(lang) >= 0 ? [faces.rightToLeft] : []);
    for (var i = 0; i < wanted.length; i++) {
      if (document.querySelector('link[href="/' + wanted[i] + '"]')) continue;
      var face = document.createElement('link');
      face.setAttribute('rel', 'preload');
      face.setAttribute('as', 'font');
      face.setAttribute('type', 'font/woff2');
      face.setAttribute('crossorigin', 'anonymous');
      face.setAttribute('href', '/' + wanted[i]);
      document.head.appendChild(face);
    }
  }
  // Words show in the app's own font (hidden until it has loaded, 3 s at most), so the app's drawing of
  // the same words measures the same and the page's largest paint stays the shell's.
  function inAppFont(el) {
    var fonts = document.fonts;
    if (!fonts || typeof fonts.load !== 'function') return;
    el.setAttribute('data-fonts', 'loading');
    var shown = function () { el.removeAttribute('data-fonts'); };
    Promise.race([fonts.load(getComputedStyle(el).font, el.textContent), new Promise(function (resolve) { setTimeout(resolve, 3000); })]).then(shown, shown);
  }
})();
`;
}
