import { describe, expect, it } from 'vitest';
import { mapTileUrl, tourEmbedUrl } from './embeds';

describe('tourEmbedUrl', () => {
  it('frames tours from the allowed hosts as they are', () => {
    expect(tourEmbedUrl('https://tour.sahm.iq/mansour-residence')).toBe('https://tour.sahm.iq/mansour-residence');
    expect(tourEmbedUrl('https://my.matterport.com/show/?m=SxQL3iGyoDo')).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo');
    expect(tourEmbedUrl('https://kuula.co/share/collection/7lVLq')).toBe('https://kuula.co/share/collection/7lVLq');
  });

  it('turns a YouTube link into its privacy-enhanced embed', () => {
    expect(tourEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(tourEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(tourEmbedUrl('https://www.youtube.com/watch?v=%22onload')).toBeNull();
  });

  it('refuses other hosts, plain http, ports, credentials and non-URLs (the page keeps the link only)', () => {
    for (const link of [
      'https://example.com/tour',
      'http://tour.sahm.iq/x',
      'https://tour.sahm.iq:8443/x',
      'https://user:pw@tour.sahm.iq/x',
      'https://tour.sahm.iq.evil.example/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect({ link, embed: tourEmbedUrl(link) }).toEqual({ link, embed: null });
    }
  });
});

describe('mapTileUrl', () => {
  it('is the OpenStreetMap tile path z/x/y', () => {
    expect(mapTileUrl({ z: 15, x: 20422, y: 13007 })).toBe('https://tile.openstreetmap.org/15/20422/13007.png');
  });
});
