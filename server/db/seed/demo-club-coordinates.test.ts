import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import { cantons, type Canton } from '../../../contract/common';
import { demoClubs } from './demo-clubs';

/** The map's canton ids are the federal canton numbers: 1 Zürich … 26 Jura. */
const cantonByNumber: readonly Canton[] = [
  'Zürich',
  'Bern',
  'Lucerne',
  'Uri',
  'Schwyz',
  'Obwalden',
  'Nidwalden',
  'Glarus',
  'Zug',
  'Fribourg',
  'Solothurn',
  'Basel-Stadt',
  'Basel-Landschaft',
  'Schaffhausen',
  'Appenzell Ausserrhoden',
  'Appenzell Innerrhoden',
  'St. Gallen',
  'Graubünden',
  'Aargau',
  'Thurgau',
  'Ticino',
  'Vaud',
  'Valais',
  'Neuchâtel',
  'Geneva',
  'Jura',
];

/** Switzerland's extent in WGS84, rounded outwards (5.956–10.492 E, 45.818–47.808 N). */
const switzerland = { west: 5.95, east: 10.5, south: 45.81, north: 47.81 };

type Position = readonly number[];
type Topology = Parameters<typeof feature>[0];

const topology = JSON.parse(readFileSync('node_modules/swiss-maps/2026/ch-combined.json', 'utf8')) as Topology;
const cantonObject = topology.objects['cantons'];
if (cantonObject?.type !== 'GeometryCollection') throw new Error('the map has no canton collection');

/** Each canton's rings (outer rings and holes alike), for an even-odd test. */
const cantonRings = new Map<Canton, Position[][]>(
  feature(topology, cantonObject).features.map((canton) => {
    const name = cantonByNumber[Number(canton.id) - 1];
    if (!name) throw new Error(`unknown canton id ${String(canton.id)}`);
    const { geometry } = canton;
    if (geometry.type === 'Polygon') return [name, geometry.coordinates];
    if (geometry.type === 'MultiPolygon') return [name, geometry.coordinates.flat()];
    throw new Error(`${name} is a ${geometry.type}, not an area`);
  }),
);

/** Ray casting: a ray eastwards from the point crosses the boundary an odd number of times iff the point is inside. */
const crossings = (ring: Position[], longitude: number, latitude: number): number => {
  let count = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1 = 0, y1 = 0] = ring[i]!;
    const [x2 = 0, y2 = 0] = ring[j]!;
    if (y1 > latitude !== y2 > latitude && longitude < ((x2 - x1) * (latitude - y1)) / (y2 - y1) + x1) count++;
  }
  return count;
};

const contains = (rings: Position[][], longitude: number, latitude: number): boolean =>
  rings.reduce((count, ring) => count + crossings(ring, longitude, latitude), 0) % 2 === 1;

const cantonsAt = (longitude: number, latitude: number): Canton[] =>
  [...cantonRings].filter(([, rings]) => contains(rings, longitude, latitude)).map(([name]) => name);

const hasFourDecimalsAtMost = (value: number): boolean => Math.round(value * 10_000) / 10_000 === value;

describe('demo club coordinates', () => {
  it('reads all 26 cantons from the map, by the names the contract uses', () => {
    expect([...cantonRings.keys()].sort()).toEqual([...cantons].sort());
  });

  it('gives every club a WGS84 point inside Switzerland, to four decimals at most', () => {
    for (const club of demoClubs) {
      const where = `${club.name} (${club.longitude}, ${club.latitude})`;
      expect(club.longitude, `${where}: longitude`).toBeGreaterThanOrEqual(switzerland.west);
      expect(club.longitude, `${where}: longitude`).toBeLessThanOrEqual(switzerland.east);
      expect(club.latitude, `${where}: latitude`).toBeGreaterThanOrEqual(switzerland.south);
      expect(club.latitude, `${where}: latitude`).toBeLessThanOrEqual(switzerland.north);
      expect(hasFourDecimalsAtMost(club.longitude), `${where}: longitude decimals`).toBe(true);
      expect(hasFourDecimalsAtMost(club.latitude), `${where}: latitude decimals`).toBe(true);
    }
  });

  it("puts every club inside its own canton's borders, and in no other canton", () => {
    for (const club of demoClubs) {
      expect(
        cantonsAt(club.longitude, club.latitude),
        `${club.name} (${club.longitude}, ${club.latitude}) should lie in ${club.canton}`,
      ).toEqual([club.canton]);
    }
  });

  it('gives no two clubs the same point', () => {
    const seen = new Map<string, string>();
    for (const club of demoClubs) {
      const point = `${club.longitude},${club.latitude}`;
      expect(seen.get(point), `${club.name} shares its point ${point}`).toBeUndefined();
      seen.set(point, club.name);
    }
  });
});
