import { mapTileUrl } from '@sahm/domain';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useUI } from '../../provider/UIProvider';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './LocationMap.css';

export interface MapTile {
  z: number;
  x: number;
  y: number;
}

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  /** Names the map for screen readers, e.g. "Map of Mansour Residence". */
  label: string;
  /** Starting zoom, 3 (a region) to 18 (a street); 15 shows the neighbourhood. */
  zoom?: number;
  /** The image of one 256 px tile; OpenStreetMap's by default. Stories and tests draw their own. */
  tileUrl?: (tile: MapTile) => string;
  className?: string;
}

const TILE = 256;
const MIN_ZOOM = 3;
const MAX_ZOOM = 18;
/** How far one arrow key moves the map. */
const STEP = 64;
/** Tiles drawn around the centre: enough for a 1280 px wide, 280 px tall box while it pans. */
const REACH_X = 3;
const REACH_Y = 2;

/** Web Mercator: a coordinate's pixel in the world image at zoom z. */
export function projectToPixel(latitude: number, longitude: number, z: number) {
  const size = TILE * 2 ** z;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * A map of one place with a pin on it: OpenStreetMap tiles, no library. It
 * moves with a mouse drag or the arrow keys and zooms with its buttons or
 * + and −; the page keeps scrolling under a finger. The map is not mirrored
 * in right-to-left languages (north stays up, east right); its buttons are.
 */
export function LocationMap({ latitude, longitude, label, zoom: startZoom = 15, tileUrl = mapTileUrl, className }: LocationMapProps) {
  const { t } = useUI();
  const hintId = useId();
  const [zoom, setZoom] = useState(() => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.round(startZoom))));
  // How far the centre of the view is from the pin, in pixels at the current zoom.
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  const pin = projectToPixel(latitude, longitude, zoom);
  const center = { x: pin.x + offset.x, y: pin.y + offset.y };
  const count = 2 ** zoom;
  const firstX = Math.floor(center.x / TILE);
  const firstY = Math.floor(center.y / TILE);
  const tiles: { key: string; src: string; left: number; top: number }[] = [];
  for (let ty = firstY - REACH_Y; ty <= firstY + REACH_Y; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = firstX - REACH_X; tx <= firstX + REACH_X; tx++) {
      const src = tileUrl({ z: zoom, x: ((tx % count) + count) % count, y: ty });
      if (failed.has(src)) continue;
      tiles.push({ key: `${zoom}/${tx}/${ty}`, src, left: tx * TILE - center.x, top: ty * TILE - center.y });
    }
  }

  const zoomBy = (change: 1 | -1) => {
    const next = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom + change));
    if (next === zoom) return;
    const factor = 2 ** (next - zoom);
    setOffset((o) => ({ x: o.x * factor, y: o.y * factor }));
    setZoom(next);
  };
  const pan = (x: number, y: number) => setOffset((o) => ({ x: o.x + x, y: o.y + y }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[event.key];
    if (move) pan(...move);
    else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else if (event.key === 'Home') setOffset({ x: 0, y: 0 });
    else return;
    event.preventDefault();
  };

  // A mouse or pen drags the map; a finger keeps scrolling the page (the map never traps it).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from || from.id !== event.pointerId) return;
    drag.current = { id: from.id, x: event.clientX, y: event.clientY };
    pan(from.x - event.clientX, from.y - event.clientY);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-zoom={zoom}>
      <div className={styles.frame}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the map is focusable and moves with the arrow keys */}
        <div
          className={styles.viewport}
          role="group"
          aria-roledescription={t('locationMapRole')}
          aria-label={label}
          aria-describedby={hintId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus lets keyboard users move and zoom the map
          tabIndex={0}
          dir="ltr"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          {tiles.map((tile) => (
            <img
              key={tile.key}
              className={styles.tile}
              src={tile.src}
              alt=""
              draggable={false}
              loading="lazy"
              decoding="async"
              style={{ insetInlineStart: `calc(50% + ${tile.left}px)`, insetBlockStart: `calc(50% + ${tile.top}px)` }}
              onError={() => setFailed((set) => new Set(set).add(tile.src))}
            />
          ))}
          <span
            className={styles.pin}
            data-testid="location-map-pin"
            style={{ insetInlineStart: `calc(50% + ${-offset.x}px)`, insetBlockStart: `calc(50% + ${-offset.y}px)` }}
          >
            <Icon name="mapPin" size={32} />
          </span>
        </div>
        <div className={styles.controls}>
          <IconButton icon="plus" label={t('locationMapZoomIn')} variant="outline" size="sm" disabled={zoom >= MAX_ZOOM} onClick={() => zoomBy(1)} />
          <IconButton icon="minus" label={t('locationMapZoomOut')} variant="outline" size="sm" disabled={zoom <= MIN_ZOOM} onClick={() => zoomBy(-1)} />
        </div>
      </div>
      <VisuallyHidden id={hintId}>{t('locationMapKeys')}</VisuallyHidden>
      <p className={styles.attribution}>
        <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" className={styles.attributionLink}>
          {t('locationMapAttribution')}
        </a>
      </p>
    </div>
  );
}
