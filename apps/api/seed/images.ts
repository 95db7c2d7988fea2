/**
 * Draws each demo property as an SVG: the building (storeys, windows and
 * palette from a PRNG seeded by the slug, so every run draws the same
 * picture), its city's skyline and landmarks, at day, dusk or night.
 * `cd apps/api && node --import tsx seed/generate.ts` writes the files under
 * seed/images/; test/db-seed.test.ts fails when the committed files drift.
 */
import { cities, type ImageVariant, type SeedProperty } from './catalog';

const W = 800;
const H = 500;
const GROUND = 420;

/** FNV-1a, then mulberry32: small, deterministic, good enough for pictures. */
function rng(seed: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const n = (v: number) => (Math.round(v * 10) / 10).toString();

/** Mixes a colour towards the night tint: 0 keeps it, 1 is the tint. */
function shade(hex: string, amount: number, tint = '#0b1330'): string {
  const parse = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const a = parse(hex);
  const b = parse(tint);
  return `#${a.map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * amount).toString(16).padStart(2, '0')).join('')}`;
}

const lighting: Record<ImageVariant, { sky: [string, string]; dim: number; glass: string; lit: number }> = {
  day: { sky: ['#7fb8e6', '#e3f2fb'], dim: 0, glass: '#9cc3e0', lit: 0 },
  dusk: { sky: ['#3d2c5e', '#f3a46f'], dim: 0.35, glass: '#f0b48a', lit: 0.35 },
  night: { sky: ['#0a1029', '#25355f'], dim: 0.68, glass: '#26324f', lit: 0.6 },
};

const facades = ['#e8d9bd', '#d9b48a', '#c7d0d8', '#f0ebe0', '#b9694b', '#93abbd', '#a7b89a', '#d6c4a8'];
const accents = ['#5b4636', '#3f4b57', '#7a3e2b', '#2f5d62', '#6b5b3e', '#44546a'];
const awnings = ['#c0392b', '#2e86ab', '#e1a624', '#3c8d5a', '#8e44ad', '#d35400'];

interface Scene {
  r: ReturnType<typeof rng>;
  light: (typeof lighting)[ImageVariant];
  variant: ImageVariant;
  out: string[];
}

const rect = (s: Scene, x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  s.out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`);

function windowColour(s: Scene, wr: ReturnType<typeof rng>): string {
  if (s.variant === 'day') return wr.next() < 0.2 ? '#c9e1f2' : s.light.glass;
  return wr.next() < s.light.lit ? (wr.next() < 0.5 ? '#ffd983' : '#ffe9b0') : s.light.glass;
}

function sky(s: Scene) {
  s.out.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.light.sky[0]}"/><stop offset="1" stop-color="${s.light.sky[1]}"/></linearGradient></defs>`,
  );
  rect(s, 0, 0, W, H, 'url(#sky)');
  const x = s.r.between(90, 710);
  if (s.variant === 'day') s.out.push(`<circle cx="${n(x)}" cy="${n(s.r.between(60, 110))}" r="34" fill="#fff4c2"/>`);
  else if (s.variant === 'dusk') s.out.push(`<circle cx="${n(x)}" cy="${n(GROUND - 60)}" r="52" fill="#ffbf73" opacity="0.9"/>`);
  else {
    for (let i = 0; i < 40; i++) s.out.push(`<circle cx="${n(s.r.between(0, W))}" cy="${n(s.r.between(0, 260))}" r="${n(s.r.between(0.6, 1.6))}" fill="#fdfbe8"/>`);
    const y = s.r.between(60, 100);
    s.out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="26" fill="#f4f1de"/><circle cx="${n(x + 11)}" cy="${n(y - 6)}" r="23" fill="${s.light.sky[0]}"/>`);
  }
}

/** A landmark's centre beside the building, so the building never hides it. */
const side = (s: Scene, half: number) => (s.r.next() < 0.5 ? s.r.between(half - 40, 230) : s.r.between(570, W - half + 40));

function landmarks(s: Scene, p: SeedProperty) {
  const far = shade('#9fb4c8', s.light.dim + 0.1);
  if (p.city === 'sulaymaniyah' || p.city === 'duhok') {
    const ridge = [`M0 ${GROUND - 120}`];
    for (let x = 0; x <= W; x += 80) ridge.push(`L${x} ${n(GROUND - s.r.between(130, 230))}`);
    s.out.push(`<path d="${ridge.join(' ')} L${W} ${GROUND} L0 ${GROUND}Z" fill="${shade('#8b9a86', s.light.dim + 0.15)}"/>`);
  }
  // A distant skyline of simple blocks.
  for (let x = -20; x < W; x += s.r.between(40, 80)) {
    const h = s.r.between(40, 140);
    rect(s, x, GROUND - h, s.r.between(30, 60), h, far);
  }
  if (p.city === 'erbil') {
    // The citadel: a wide mound crowned with walls.
    const cx = side(s, 170);
    s.out.push(`<path d="M${n(cx - 170)} ${GROUND} L${n(cx - 120)} ${GROUND - 70} L${n(cx + 120)} ${GROUND - 70} L${n(cx + 170)} ${GROUND}Z" fill="${shade('#c9a878', s.light.dim)}"/>`);
    rect(s, cx - 120, GROUND - 92, 240, 22, shade('#b8925f', s.light.dim));
    for (let x = cx - 120; x < cx + 120; x += 16) rect(s, x, GROUND - 98, 8, 6, shade('#b8925f', s.light.dim));
  }
  if (p.city === 'najaf' || p.city === 'karbala') {
    // A golden shrine dome between two minarets.
    const cx = side(s, 100);
    const gold = shade('#e8b949', s.light.dim * 0.6);
    rect(s, cx - 60, GROUND - 80, 120, 80, shade('#d9cfb8', s.light.dim));
    s.out.push(`<path d="M${n(cx - 45)} ${GROUND - 80} Q${n(cx - 45)} ${GROUND - 160} ${n(cx)} ${GROUND - 170} Q${n(cx + 45)} ${GROUND - 160} ${n(cx + 45)} ${GROUND - 80}Z" fill="${gold}"/>`);
    for (const dx of [-85, 75]) {
      rect(s, cx + dx, GROUND - 200, 10, 200, gold);
      s.out.push(`<path d="M${n(cx + dx - 2)} ${GROUND - 200} L${n(cx + dx + 5)} ${GROUND - 220} L${n(cx + dx + 12)} ${GROUND - 200}Z" fill="${gold}"/>`);
    }
  }
  if (p.city === 'kirkuk') {
    // Baba Gurgur's eternal fire on the horizon.
    const x = s.r.between(60, 740);
    rect(s, x - 3, GROUND - 70, 6, 70, shade('#5d5d5d', s.light.dim));
    s.out.push(`<path d="M${n(x)} ${GROUND - 110} Q${n(x + 14)} ${GROUND - 84} ${n(x)} ${GROUND - 70} Q${n(x - 14)} ${GROUND - 84} ${n(x)} ${GROUND - 110}Z" fill="#f39c12"/>`);
  }
}

function ground(s: Scene, p: SeedProperty) {
  const water = p.city === 'basra' || p.slug.includes('riverside') || p.slug.includes('lake');
  rect(s, 0, GROUND, W, H - GROUND, shade(p.city === 'duhok' || p.city === 'sulaymaniyah' ? '#a9b98a' : '#d8c59e', s.light.dim));
  if (water) {
    rect(s, 0, GROUND + 40, W, H - GROUND - 40, shade('#4f8fb8', s.light.dim));
    for (let i = 0; i < 14; i++)
      rect(s, s.r.between(0, W - 60), s.r.between(GROUND + 48, H - 6), s.r.between(20, 60), 2, shade('#cfe6f5', s.light.dim), ' opacity="0.7"');
  } else {
    rect(s, 0, GROUND + 40, W, H - GROUND - 40, shade('#4a4d52', s.light.dim * 0.8));
    for (let x = 20; x < W; x += 70) rect(s, x, GROUND + 60, 36, 4, shade('#f2f2f2', s.light.dim));
  }
}

function tree(s: Scene, x: number, palm: boolean) {
  const trunk = shade('#7a5a3a', s.light.dim);
  const leaf = shade(palm ? '#4f8a3c' : '#5f9a4a', s.light.dim);
  if (palm) {
    s.out.push(`<path d="M${n(x)} ${GROUND} Q${n(x + 6)} ${GROUND - 40} ${n(x + 2)} ${GROUND - 80}" stroke="${trunk}" stroke-width="6" fill="none"/>`);
    for (const [dx, dy] of [[-30, 10], [30, 10], [-22, -14], [22, -14], [0, -22]] as const)
      s.out.push(`<path d="M${n(x + 2)} ${GROUND - 80} Q${n(x + 2 + dx / 2)} ${n(GROUND - 96 + dy / 2)} ${n(x + 2 + dx)} ${n(GROUND - 80 + dy)}" stroke="${leaf}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  } else {
    rect(s, x - 3, GROUND - 30, 6, 30, trunk);
    s.out.push(`<circle cx="${n(x)}" cy="${GROUND - 40}" r="${n(s.r.between(14, 20))}" fill="${leaf}"/>`);
  }
}

/** A block of `floors` storeys with a grid of windows. */
function block(s: Scene, x: number, top: number, w: number, floors: number, facade: string, accent: string, wr: ReturnType<typeof rng>, balconies = false) {
  const h = GROUND - top;
  rect(s, x, top, w, h, shade(facade, s.light.dim));
  rect(s, x - 4, top - 6, w + 8, 6, shade(accent, s.light.dim));
  const fh = h / floors;
  const cols = Math.max(2, Math.round(w / 38));
  const cw = w / cols;
  for (let f = 0; f < floors; f++) {
    const y = top + f * fh;
    for (let c = 0; c < cols; c++) rect(s, x + c * cw + cw * 0.22, y + fh * 0.22, cw * 0.56, fh * 0.52, windowColour(s, wr));
    if (balconies && f > 0) rect(s, x + 2, y + fh * 0.74, w - 4, Math.max(2, fh * 0.08), shade(accent, s.light.dim), ' opacity="0.8"');
  }
}

function building(s: Scene, p: SeedProperty) {
  const br = rng(p.slug);
  const wr = rng(`${p.slug}:${s.variant}`);
  const facade = br.pick(facades);
  const accent = br.pick(accents);
  const cx = br.between(330, 470);
  if (p.type === 'land') {
    // An empty serviced plot: fence posts, survey stakes and a waiting crane.
    const fence = shade('#6d6d6d', s.light.dim);
    rect(s, 90, GROUND - 4, 620, 4, fence);
    for (let x = 90; x <= 710; x += 31) rect(s, x, GROUND - 26, 3, 26, fence);
    rect(s, 90, GROUND - 22, 620, 2, fence);
    for (let i = 0; i < 5; i++) rect(s, br.between(140, 660), GROUND - 14, 3, 14, '#e67e22');
    const crane = shade('#f1c40f', s.light.dim * 0.7);
    rect(s, cx, GROUND - 260, 10, 260, crane);
    rect(s, cx - 120, GROUND - 262, 220, 8, crane);
    s.out.push(`<line x1="${n(cx - 100)}" y1="${GROUND - 254}" x2="${n(cx - 100)}" y2="${GROUND - 160}" stroke="${crane}" stroke-width="2"/>`);
    return;
  }
  if (p.floors <= 2) {
    // Low-rise: villas, shop strips and chalets.
    const units = p.type === 'residential' ? (p.slug.includes('villa') ? 1 : 3) : p.type === 'hospitality' ? 4 : 5;
    const uw = Math.min(300, 640 / units);
    const start = W / 2 - (uw * units) / 2;
    for (let u = 0; u < units; u++) {
      const x = start + u * uw + 6;
      const w = uw - 12;
      const top = GROUND - p.floors * 62 - (p.type === 'hospitality' ? 10 : 0);
      block(s, x, top, w, p.floors, u % 2 ? facade : shade(facade, 0.08, '#000000'), accent, wr);
      if (p.type === 'hospitality') s.out.push(`<path d="M${n(x - 8)} ${n(top)} L${n(x + w / 2)} ${n(top - 36)} L${n(x + w + 8)} ${n(top)}Z" fill="${shade(accent, s.light.dim)}"/>`);
      if (p.type === 'commercial') {
        const aw = shade(awnings[u % awnings.length] as string, s.light.dim);
        s.out.push(`<path d="M${n(x - 4)} ${GROUND - 52} L${n(x + w + 4)} ${GROUND - 52} L${n(x + w - 6)} ${GROUND - 36} L${n(x + 6)} ${GROUND - 36}Z" fill="${aw}"/>`);
      }
      rect(s, x + w / 2 - 10, GROUND - 34, 20, 34, shade(accent, s.light.dim));
    }
    return;
  }
  const maxHeight = 330;
  const fh = Math.min(44, maxHeight / p.floors);
  const height = fh * p.floors;
  const width = p.floors >= 14 ? br.between(150, 190) : br.between(200, 280);
  const towers = p.slug.includes('heights') ? 2 : 1;
  for (let t = 0; t < towers; t++) {
    const x = cx - (width * towers) / 2 - (towers - 1) * 10 + t * (width + 20);
    const h = height - t * fh * 2;
    if (p.type === 'commercial' || p.type === 'mixed') {
      // Glass curtain wall with mullions.
      const glassTop = GROUND - h;
      block(s, x, glassTop, width, p.floors - t * 2, br.pick(['#6f8fa8', '#5d7d91', '#7b9aa6']), accent, wr);
      for (let m = x; m <= x + width; m += width / 6) rect(s, m - 1, glassTop, 2, h, shade('#d9e2e8', s.light.dim), ' opacity="0.6"');
    } else {
      block(s, x, GROUND - h, width, p.floors - t * 2, facade, accent, wr, p.type === 'residential');
    }
  }
  if (p.type === 'mixed' || p.type === 'hospitality') {
    // A wider podium: shops or a lobby with a canopy.
    const podium = width * towers + 80;
    rect(s, cx - podium / 2, GROUND - 56, podium, 56, shade(accent, s.light.dim));
    for (let x = cx - podium / 2 + 10; x < cx + podium / 2 - 30; x += 44) rect(s, x, GROUND - 46, 34, 40, s.variant === 'day' ? '#bcd6e6' : '#ffd983');
    rect(s, cx - 50, GROUND - 64, 100, 8, shade(br.pick(awnings), s.light.dim));
  }
}

/** The SVG text for one property and time of day. */
export function propertySvg(p: SeedProperty, variant: ImageVariant): string {
  const s: Scene = { r: rng(`${p.slug}:scene:${variant}`), light: lighting[variant], variant, out: [] };
  sky(s);
  landmarks(s, p);
  ground(s, p);
  const palms = p.city === 'basra' || p.city === 'baghdad' || p.city === 'najaf' || p.city === 'karbala';
  const tr = rng(`${p.slug}:trees`);
  for (const x of [tr.between(20, 110), tr.between(690, 780)]) tree(s, x, palms);
  building(s, p);
  for (const x of [tr.between(120, 220), tr.between(580, 680)]) tree(s, x, palms);
  const title = `${p.name.en}, ${cities[p.city].en}`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${title}</title>${s.out.join('')}</svg>\n`;
}
