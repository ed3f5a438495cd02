import { describe, expect, it } from 'vitest';
import { clubImageSvg } from './club-image';

describe('clubImageSvg', () => {
  it('draws the same picture for the same seed', () => {
    expect(clubImageSvg('golf-club-lucerne', 'Golf Club Lucerne')).toBe(
      clubImageSvg('golf-club-lucerne', 'Golf Club Lucerne'),
    );
  });

  it('draws different pictures for different seeds', () => {
    const seeds = ['golf-club-lucerne', 'golf-gerre-losone', 'golf-club-de-geneve', 'golfclub-breitenloo', 'a', 'b'];
    const pictures = new Set(seeds.map((seed) => clubImageSvg(seed, 'Same title')));
    expect(pictures.size).toBe(seeds.length);
  });

  it('escapes the title', () => {
    const svg = clubImageSvg('seed', `<script>alert("x")</script> & 'co'`);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;</title>');
  });

  it('keeps Unicode titles readable', () => {
    expect(clubImageSvg('zh', 'Golf & Country Club Zürich')).toContain('<title>Golf &amp; Country Club Zürich</title>');
  });

  it.each(['golf-club-lucerne', 'golf-club-crans-sur-sierre', 'x', ''])(
    'is a self-contained 800x500 SVG for seed %j',
    (seed) => {
      const svg = clubImageSvg(seed, 'Club');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 500"');
      expect(svg).toContain('width="800"');
      expect(svg).toContain('height="500"');
      expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/http/i);
      expect(svg).not.toMatch(/<script|<image|<foreignObject|<text|\bon[a-z]+=|javascript:/i);
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
    },
  );

  it('balances its tags', () => {
    const svg = clubImageSvg('golf-engadin-st-moritz', 'Engadin');
    const stack: string[] = [];
    for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
      const [, closing, name, selfClosing] = match;
      if (selfClosing) continue;
      if (closing) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
  });

  it('stays small', () => {
    for (let i = 0; i < 200; i++) {
      expect(clubImageSvg(`club-${i}`, 'Golf Club').length).toBeLessThan(6500);
    }
  });
});
