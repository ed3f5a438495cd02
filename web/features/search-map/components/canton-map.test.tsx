import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Canton } from '../../../../contract/cantons';
import { CantonMap, type CantonMapProps } from './canton-map';
import { toMapPoint } from '../project';

function renderMap(props: Partial<CantonMapProps> = {}) {
  const onToggle = vi.fn();
  const { container } = render(<CantonMap counts={{}} selected={[]} onToggle={onToggle} {...props} />);
  const svg = container.querySelector('svg')!;
  const shape = (canton: Canton) => svg.querySelector<SVGPathElement>(`path[data-canton="${canton}"]`)!;
  return { svg, shape, onToggle };
}

describe('CantonMap', () => {
  it('draws the 26 cantons, each with its name as its tooltip', () => {
    const { svg, shape } = renderMap();
    expect(svg.querySelectorAll('path[data-canton]')).toHaveLength(26);
    expect(shape('Geneva').querySelector('title')?.textContent).toBe('Geneva');
    expect(shape('Graubünden').getAttribute('d')).toMatch(/^M\d+ \d+l/);
  });

  it('tells what describe says in a tooltip, with the canton and its count', () => {
    const { shape } = renderMap({ counts: { Zug: 3 }, describe: (canton, count) => `${canton}: ${count} tee times` });
    expect(shape('Zug').querySelector('title')?.textContent).toBe('Zug: 3 tee times');
    expect(shape('Uri').querySelector('title')?.textContent).toBe('Uri: 0 tee times');
  });

  it('toggles the canton clicked', () => {
    const { shape, onToggle } = renderMap({ selected: ['Geneva'] });
    fireEvent.click(shape('Geneva'));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenCalledWith('Geneva');
    fireEvent.click(shape('Basel-Stadt'));
    expect(onToggle).toHaveBeenLastCalledWith('Basel-Stadt');
  });

  it('marks a selected canton with an outline and a check mark over everything else, not by colour alone', () => {
    const { svg, shape } = renderMap({ selected: ['Zürich', 'Ticino'] });
    expect(shape('Zürich').dataset.selected).toBe('true');
    expect(shape('Ticino').dataset.selected).toBe('true');
    expect(shape('Bern').dataset.selected).toBe('false');
    const outlines = [...svg.querySelectorAll<SVGGElement>('[data-outline]')];
    expect(outlines.map((outline) => outline.dataset.outline)).toEqual(['Zürich', 'Ticino']);
    for (const outline of outlines) {
      expect(outline.querySelector('path')?.getAttribute('d')).toBe(
        shape(outline.dataset.outline as Canton).getAttribute('d'),
      );
      expect(outline.querySelector('[stroke="var(--color-fairway-950)"][stroke-width="2.5"]')).not.toBeNull();
      expect(outline.querySelector('circle')).not.toBeNull();
      // Drawn over the cantons and lakes, and never in the way of a click.
      expect(outline.getAttribute('class')).toContain('pointer-events-none');
    }
  });

  it('fills each canton by its share of the largest count: none grey, the largest the strongest green', () => {
    const { shape } = renderMap({ counts: { Zürich: 40, Bern: 20, Vaud: 1, Ticino: 0 } });
    const fill = (canton: Canton) => [shape(canton).dataset.fill, shape(canton).getAttribute('class')];
    expect(fill('Zürich')).toEqual(['4', expect.stringContaining('fill-fairway-700')]);
    expect(fill('Bern')).toEqual(['2', expect.stringContaining('fill-fairway-300')]);
    expect(fill('Vaud')).toEqual(['1', expect.stringContaining('fill-fairway-200')]);
    expect(fill('Ticino')).toEqual(['0', expect.stringContaining('fill-slate-200')]);
    expect(fill('Uri')).toEqual(['0', expect.stringContaining('fill-slate-200')]);
  });

  it('greys every canton when there is no tee time at all', () => {
    const { svg } = renderMap({ counts: { Zürich: 0 } });
    const fills = [...svg.querySelectorAll<SVGPathElement>('path[data-canton]')].map((path) => path.dataset.fill);
    expect(new Set(fills)).toEqual(new Set(['0']));
  });

  it('draws the clubs where they are, each with its label as its tooltip', () => {
    const clubs = [
      {
        id: 'lugano',
        name: 'Golf Club Lugano',
        longitude: 8.9,
        latitude: 45.99,
        label: 'Golf Club Lugano: 3 tee times',
      },
      { id: 'geneve', name: 'Golf Club de Genève', longitude: 6.19, latitude: 46.21, label: 'Golf Club de Genève' },
    ];
    const { svg } = renderMap({ clubs });
    const dots = [...svg.querySelectorAll('circle')].filter((dot) => dot.querySelector('title'));
    expect(dots.map((dot) => dot.querySelector('title')?.textContent)).toEqual([
      'Golf Club Lugano: 3 tee times',
      'Golf Club de Genève',
    ]);
    const lugano = toMapPoint(8.9, 45.99);
    expect(Number(dots[0]!.getAttribute('cx'))).toBeCloseTo(lugano.x);
    expect(Number(dots[0]!.getAttribute('cy'))).toBeCloseTo(lugano.y);
  });

  it('builds again only the cantons that new counts change (the results page renders again as answers come)', () => {
    const describe = vi.fn((canton: Canton, count: number) => `${canton}: ${count}`);
    const onToggle = vi.fn();
    const { rerender } = render(
      <CantonMap counts={{ Zug: 3 }} selected={[]} onToggle={onToggle} describe={describe} />,
    );
    // The 26 cantons, and Basel-Stadt's wider edge for fingers.
    expect(describe).toHaveBeenCalledTimes(27);
    describe.mockClear();
    const counts = { Zug: 3, Uri: 2 };
    const selected: Canton[] = [];
    rerender(<CantonMap counts={counts} selected={selected} onToggle={onToggle} describe={describe} />);
    expect(describe.mock.calls.map(([canton]) => canton).sort()).toEqual(['Basel-Stadt', 'Uri']);
    describe.mockClear();
    // The same answer and selection: nothing to build.
    rerender(<CantonMap counts={counts} selected={selected} onToggle={onToggle} describe={describe} />);
    expect(describe).toHaveBeenCalledTimes(0);
  });

  it('is for pointers only: hidden from assistive technology, with nothing to focus', () => {
    const { svg } = renderMap({ selected: ['Bern'] });
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('[tabindex], a, button, [role="button"]')).toBeNull();
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 1000 \d+$/);
    expect(svg.getAttribute('class')).toContain('w-full');
  });
});
