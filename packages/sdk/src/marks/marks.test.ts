import { describe, expect, it } from 'vitest';
import { networkIds, networkRules, resolveNetwork } from '../networks/registry.js';
import { networkMarkOf, networkMarkSvg, networkMarks } from './marks.js';

describe('the network marks', () => {
  it('gives every network a named tile in a brand colour with at least one shape', () => {
    for (const id of networkIds) {
      const mark = networkMarks[id];
      expect(mark.id).toBe(id);
      expect(mark.name).toBe(networkRules[id].name);
      expect(mark.background).toMatch(/^#[0-9A-F]{6}$/);
      expect(mark.shapes.length).toBeGreaterThan(0);
      for (const shape of mark.shapes) expect(shape.d).toMatch(/^M[\d. ]+/);
    }
  });

  it('finds a mark by the platform names the API lists, in any case', () => {
    expect(networkMarkOf('Instagram')?.id).toBe('instagram');
    expect(networkMarkOf('tiktok')?.name).toBe('TikTok');
    expect(networkMarkOf('Twitter/X')?.id).toBe('x');
    expect(networkMarkOf('twitter')?.id).toBe('x');
    expect(networkMarkOf('Bluesky')?.background).toBe('#0085FF');
    expect(networkMarkOf('Orkut')).toBeUndefined();
    expect(resolveNetwork(' TWITTER/X ')).toBe('x');
  });

  it('writes a standalone, titled SVG document with the tile and every shape', () => {
    const svg = networkMarkSvg(networkMarks.linkedin);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/);
    expect(svg).toContain('<title>LinkedIn</title>');
    expect(svg).toContain('<rect width="24" height="24" rx="6" fill="#0A66C2"/>');
    expect(svg.match(/<path /g)).toHaveLength(networkMarks.linkedin.shapes.length);
    expect(svg).toMatch(/<\/svg>$/);
  });

  it('escapes the name it writes into the document', () => {
    const svg = networkMarkSvg({ ...networkMarks.x, name: 'A & <B>' });
    expect(svg).toContain('<title>A &amp; &lt;B&gt;</title>');
  });
});
