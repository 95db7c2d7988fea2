import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { LocationMap, projectToPixel, type MapTile } from './LocationMap';

// Al-Mansour, Baghdad. At zoom 15 it lies in OpenStreetMap tile 15/20421/13164 (x = ⌊(lon+180)/360·2¹⁵⌋, y from Web Mercator).
const place = { latitude: 33.3128, longitude: 44.3615, label: 'Map of Mansour Residence' };
const tileName = ({ z, x, y }: MapTile) => `tile:${z}/${x}/${y}`;

const tiles = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
/** The pin's distance from the middle of the map, [inline, block] pixels, read from its calc() offsets. */
function pinOffset() {
  const style = screen.getByTestId('location-map-pin').getAttribute('style') ?? '';
  const read = (property: string) => {
    const match = new RegExp(`${property}: calc\\(50% ([+-]) (-?\\d+)px\\)`).exec(style);
    if (!match) throw new Error(`no ${property} in ${style}`);
    return (match[1] === '-' ? -1 : 1) * Number(match[2]);
  };
  return [read('inset-inline-start'), read('inset-block-start')];
}

describe('projectToPixel', () => {
  it('puts 0,0 at the middle of the world and the property in its known tile', () => {
    expect(projectToPixel(0, 0, 1)).toEqual({ x: 256, y: 256 });
    const { x, y } = projectToPixel(place.latitude, place.longitude, 15);
    expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual([20421, 13164]);
  });
});

describe('LocationMap', () => {
  it('draws OpenStreetMap tiles around the place by default, with the credit linked', () => {
    renderWithUI(<LocationMap {...place} />);
    expect(tiles()).toContain('https://tile.openstreetmap.org/15/20421/13164.png');
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('is one named, focusable map with a keyboard hint; the tiles are decorative', () => {
    renderWithUI(<LocationMap {...place} tileUrl={tileName} />);
    const map = screen.getByRole('group', { name: 'Map of Mansour Residence' });
    expect(map).toHaveAttribute('aria-roledescription', 'map');
    expect(map).toHaveAccessibleDescription(/Arrow keys move the map/);
    expect(map).toHaveAttribute('tabindex', '0');
    expect(screen.queryAllByRole('img', { name: /./ })).toHaveLength(0);
  });

  it('zooms with its buttons and with + and −, keeping the pin on the place', async () => {
    renderWithUI(<LocationMap {...place} tileUrl={tileName} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(tiles()).toContain('tile:16/40843/26329');
    expect(tiles().every((src) => src?.startsWith('tile:16/'))).toBe(true);
    const map = screen.getByRole('group');
    map.focus();
    await userEvent.keyboard('--');
    expect(tiles().every((src) => src?.startsWith('tile:14/'))).toBe(true);
    expect(pinOffset()).toEqual([0, 0]);
  });

  it('stops at zoom 18 (zoom in disabled) and 3 (zoom out disabled)', () => {
    const { unmount } = renderWithUI(<LocationMap {...place} zoom={18} tileUrl={tileName} />);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    unmount();
    renderWithUI(<LocationMap {...place} zoom={1} tileUrl={tileName} />);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(tiles().every((src) => src?.startsWith('tile:3/'))).toBe(true);
  });

  it('arrow keys move the map (the pin moves the other way); Home brings the pin back to the middle', async () => {
    renderWithUI(<LocationMap {...place} tileUrl={tileName} />);
    screen.getByRole('group').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(pinOffset()).toEqual([-128, -64]);
    await userEvent.keyboard('{Home}');
    expect(pinOffset()).toEqual([0, 0]);
  });

  it('a mouse drag moves the map; a finger does not (the page keeps scrolling)', () => {
    renderWithUI(<LocationMap {...place} tileUrl={tileName} />);
    const map = screen.getByRole('group');
    fireEvent.pointerDown(map, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(map, { pointerId: 1, pointerType: 'touch', clientX: 40, clientY: 100 });
    expect(pinOffset()).toEqual([0, 0]);
    fireEvent.pointerDown(map, { pointerId: 2, pointerType: 'mouse', clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(map, { pointerId: 2, pointerType: 'mouse', clientX: 70, clientY: 100 });
    fireEvent.pointerUp(map, { pointerId: 2, pointerType: 'mouse' });
    expect(pinOffset()).toEqual([-30, 0]);
  });

  it('drops a tile that fails to load and keeps the pin', () => {
    renderWithUI(<LocationMap {...place} tileUrl={tileName} />);
    const before = tiles().length;
    fireEvent.error(document.querySelector('img[src="tile:15/20421/13164"]')!);
    expect(tiles()).toHaveLength(before - 1);
    expect(screen.getByTestId('location-map-pin')).toBeInTheDocument();
  });

  it('in Arabic: the map stays left-to-right, its controls and credit are translated', () => {
    renderWithUI(<LocationMap {...place} label="خريطة منزل المنصور" tileUrl={tileName} />, { locale: 'ar' });
    expect(screen.getByRole('group', { name: 'خريطة منزل المنصور' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'تكبير' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '© مساهمو OpenStreetMap' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(<LocationMap {...place} tileUrl={tileName} />);
    await expectNoAxeViolations(container);
  });
});
