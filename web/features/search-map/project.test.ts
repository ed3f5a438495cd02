import { describe, expect, it } from 'vitest';
import { cantons, type Canton } from '../../../contract/cantons';
import shapes from './canton-shapes.json';
import { toMapPoint, type MapPoint } from './project';

/** A canton's rings as absolute points, read back from its path (`M x y`, then relative `l` steps, `z`). */
function ringsOf(canton: Canton): MapPoint[][] {
  const rings: MapPoint[][] = [];
  const tokens = shapes.cantons[canton].path.match(/[Mlz]|-?\d+(?:\.\d+)?/g) ?? [];
  let command = '';
  const numbers: number[] = [];
  for (const token of tokens) {
    if (token === 'M' || token === 'l' || token === 'z') command = token;
    else numbers.push(Number(token));
    if (numbers.length < 2) continue;
    const [dx, dy] = numbers.splice(0, 2) as [number, number];
    if (command === 'M') rings.push([{ x: dx, y: dy }]);
    else {
      const ring = rings.at(-1)!;
      const last = ring.at(-1)!;
      ring.push({ x: last.x + dx, y: last.y + dy });
    }
  }
  return rings;
}

const boundingBox = (canton: Canton) => {
  const points = ringsOf(canton).flat();
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};

/** Even-odd rule over all the canton's rings, as the map fills them. */
function isInside({ x, y }: MapPoint, canton: Canton) {
  let inside = false;
  for (const ring of ringsOf(canton)) {
    ring.forEach((a, index) => {
      const b = ring[(index + 1) % ring.length]!;
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    });
  }
  return inside;
}

describe('the canton shapes', () => {
  it('has every canton of the product, by its English name, and nothing else', () => {
    expect(Object.keys(shapes.cantons).sort()).toEqual([...cantons].sort());
  });

  it('draws every canton, its label point inside it, within the viewBox', () => {
    const { width, height } = shapes.viewBox;
    for (const canton of cantons) {
      const box = boundingBox(canton);
      expect(box.left, canton).toBeGreaterThanOrEqual(0);
      expect(box.top, canton).toBeGreaterThanOrEqual(0);
      expect(box.right, canton).toBeLessThanOrEqual(width);
      expect(box.bottom, canton).toBeLessThanOrEqual(height);
      const [x, y] = shapes.cantons[canton].label as [number, number];
      expect(isInside({ x, y }, canton), canton).toBe(true);
    }
  });
});

describe('toMapPoint', () => {
  const places: [string, number, number, Canton][] = [
    ['the Federal Palace in Bern', 7.444, 46.947, 'Bern'],
    ['Lugano', 8.951, 46.004, 'Ticino'],
    ['Geneva', 6.143, 46.204, 'Geneva'],
    ['Basel', 7.588, 47.559, 'Basel-Stadt'],
    ['Zürich main station', 8.54, 47.378, 'Zürich'],
    ['Chur', 9.532, 46.853, 'Graubünden'],
    ['Appenzell', 9.409, 47.331, 'Appenzell Innerrhoden'],
    ['Zug', 8.517, 47.166, 'Zug'],
  ];

  it.each(places)('puts %s in its canton', (_place, longitude, latitude, canton) => {
    const point = toMapPoint(longitude, latitude);
    const box = boundingBox(canton);
    expect(point.x).toBeGreaterThanOrEqual(box.left);
    expect(point.x).toBeLessThanOrEqual(box.right);
    expect(point.y).toBeGreaterThanOrEqual(box.top);
    expect(point.y).toBeLessThanOrEqual(box.bottom);
    expect(isInside(point, canton)).toBe(true);
  });

  it('has east to the right and north at the top, at the same scale both ways', () => {
    const bern = toMapPoint(7.444, 46.947);
    const east = toMapPoint(7.544, 46.947);
    const north = toMapPoint(7.444, 47.047);
    expect(east.x).toBeGreaterThan(bern.x);
    expect(east.y).toBe(bern.y);
    expect(north.y).toBeLessThan(bern.y);
    // 0.1° of longitude is about 7.6 km here and 0.1° of latitude 11.1 km: the map keeps that ratio.
    expect((east.x - bern.x) / (bern.y - north.y)).toBeCloseTo(Math.cos((46.8 * Math.PI) / 180), 3);
  });
});
