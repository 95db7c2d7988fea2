/**
 * Third-party content the property page shows inside itself: map tiles and
 * virtual tours. The web app draws from these hosts and the API's
 * Content-Security-Policy allows exactly these (img-src, frame-src), so both
 * read them from here.
 */

/** OpenStreetMap's standard tiles (256 px PNGs, https://operations.osmfoundation.org/policies/tiles/). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

export const mapTileUrl = ({ z, x, y }: { z: number; x: number; y: number }) => `${MAP_TILE_ORIGIN}/${z}/${x}/${y}.png`;

/** Hosts whose virtual tours may be framed on the property page. */
export const TOUR_EMBED_ORIGINS = ['https://tour.sahm.iq', 'https://my.matterport.com', 'https://kuula.co', 'https://www.youtube-nocookie.com'] as const;

const youTubeId = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The WHATWG URL parser that browsers and Node both have; this package's lib is
 * plain ECMAScript (no DOM, no Node types), so the part used here is declared.
 */
declare const URL: new (input: string) => {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly port: string;
  readonly origin: string;
  readonly href: string;
  readonly searchParams: { get(name: string): string | null };
};

/**
 * The page to frame for a tour link, or null when its provider does not let
 * us embed it (the page then shows the link only). Only https, only the
 * hosts above; a YouTube link becomes its privacy-enhanced embed.
 */
export function tourEmbedUrl(link: string): string | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || host === 'www.youtube.com' || host === 'youtube.com' || host === 'm.youtube.com') {
    const id = host === 'youtu.be' ? url.pathname.slice(1) : url.pathname === '/watch' ? (url.searchParams.get('v') ?? '') : /^\/embed\/([^/]+)$/.exec(url.pathname)?.[1] ?? '';
    return youTubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (url.port) return null;
  return (TOUR_EMBED_ORIGINS as readonly string[]).includes(url.origin) ? url.href : null;
}
