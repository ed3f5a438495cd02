// Makes web/features/search-map/canton-shapes.json, the shapes of the search page's offline map of the 26 cantons,
// from the swiss-maps package (swisstopo / FSO boundaries as TopoJSON in longitude/latitude; build time only).
// The topology is simplified as a whole (borders that two cantons share stay one line), projected (equirectangular,
// x shrunk by cos 46.8°) into a viewBox 1000 wide and written as SVG paths in whole map units, with a label point per
// canton, the lakes as one path and the projection's parameters (web/features/search-map/project.ts uses them).
// Rerun after changing this script or swiss-maps' version: `node scripts/build-canton-map.mjs`; same input, same file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';

const require = createRequire(import.meta.url);
const source = require.resolve('swiss-maps/2026/ch-combined.json');
const target = fileURLToPath(new URL('../web/features/search-map/canton-shapes.json', import.meta.url));

/**
 * The federal canton numbers (the geometries' ids), the product's English names (contract/cantons.ts) and where
 * each canton must lie (longitude, latitude of a point well inside it): the script stops if the numbering of a new
 * swiss-maps release no longer matches.
 */
const cantonsById = {
  1: ['Zürich', [8.54, 47.37]],
  2: ['Bern', [7.44, 46.95]],
  3: ['Lucerne', [8.31, 47.05]],
  4: ['Uri', [8.64, 46.88]],
  5: ['Schwyz', [8.65, 47.02]],
  6: ['Obwalden', [8.25, 46.9]],
  7: ['Nidwalden', [8.39, 46.93]],
  8: ['Glarus', [9.07, 46.98]],
  9: ['Zug', [8.52, 47.17]],
  10: ['Fribourg', [7.16, 46.8]],
  11: ['Solothurn', [7.54, 47.21]],
  12: ['Basel-Stadt', [7.59, 47.56]],
  13: ['Basel-Landschaft', [7.73, 47.48]],
  14: ['Schaffhausen', [8.63, 47.7]],
  15: ['Appenzell Ausserrhoden', [9.28, 47.39]],
  16: ['Appenzell Innerrhoden', [9.41, 47.33]],
  17: ['St. Gallen', [9.37, 47.42]],
  18: ['Graubünden', [9.53, 46.85]],
  19: ['Aargau', [8.05, 47.39]],
  20: ['Thurgau', [8.9, 47.56]],
  21: ['Ticino', [8.95, 46.01]],
  22: ['Vaud', [6.63, 46.52]],
  23: ['Valais', [7.36, 46.23]],
  24: ['Neuchâtel', [6.93, 46.99]],
  25: ['Geneva', [6.14, 46.2]],
  26: ['Jura', [7.34, 47.36]],
};

/** Map units: the viewBox is this wide; Switzerland's height follows from the projection. */
const WIDTH = 1000;
/** Room around the country (map units) for the outlines' strokes. */
const MARGIN = 8;
/** Reference latitude of the equirectangular projection. */
const REFERENCE_LATITUDE = 46.8;
/**
 * Points whose triangle with their neighbours is smaller than this (in square map units, Visvalingam) are dropped.
 * One map unit is about 350 m; at this weight the file is about 12 KB gzip (budget: 25 KB) and the borders show
 * no corners at 1440 px wide.
 */
const MIN_WEIGHT = 0.5;

const topology = JSON.parse(readFileSync(source, 'utf8'));
const kx = Math.cos((REFERENCE_LATITUDE * Math.PI) / 180);

// The country's extent, from every canton point, fixes the projection.
const all = feature(topology, topology.objects.cantons).features.flatMap(({ geometry }) =>
  geometry.coordinates.flat(geometry.type === 'Polygon' ? 1 : 2),
);
const bounds = {
  west: Math.min(...all.map(([longitude]) => longitude)),
  east: Math.max(...all.map(([longitude]) => longitude)),
  south: Math.min(...all.map(([, latitude]) => latitude)),
  north: Math.max(...all.map(([, latitude]) => latitude)),
};
const scale = (WIDTH - 2 * MARGIN) / ((bounds.east - bounds.west) * kx);
const round = (value, digits) => Number(value.toFixed(digits));
/** x = (longitude − west) · scaleX + margin, y = (north − latitude) · scaleY + margin. */
const projection = {
  west: round(bounds.west, 6),
  north: round(bounds.north, 6),
  scaleX: round(scale * kx, 4),
  scaleY: round(scale, 4),
  margin: MARGIN,
};
const project = ([longitude, latitude]) => [
  (longitude - projection.west) * projection.scaleX + MARGIN,
  (projection.north - latitude) * projection.scaleY + MARGIN,
];
const height = Math.ceil(project([bounds.west, bounds.south])[1] + MARGIN);

// Triangle areas in map units, so that MIN_WEIGHT reads as a size on the map.
const weight = ([a, b, c]) => {
  const [[ax, ay], [bx, by], [cx, cy]] = [a, b, c].map(project);
  return Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2;
};
const simplified = simplify(presimplify(topology, weight), MIN_WEIGHT);

/** A ring as whole map units, without repeated points; null when nothing of it is left to see. */
function toRing(coordinates) {
  const points = [];
  for (const point of coordinates.map(project).map(([x, y]) => [Math.round(x), Math.round(y)])) {
    const last = points.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  if (points.length > 1 && points[0][0] === points.at(-1)[0] && points[0][1] === points.at(-1)[1]) points.pop();
  return points.length >= 3 && Math.abs(area(points)) > 0 ? points : null;
}

function area(ring) {
  let sum = 0;
  ring.forEach(([x, y], index) => {
    const [nextX, nextY] = ring[(index + 1) % ring.length];
    sum += x * nextY - nextX * y;
  });
  return sum / 2;
}

/** An SVG path of rings: absolute first point, then relative steps (shorter); holes need fill-rule evenodd. */
function toPath(rings) {
  return rings
    .map((ring) => {
      const steps = ring.slice(1).map(([x, y], index) => `${x - ring[index][0]} ${y - ring[index][1]}`);
      return `M${ring[0][0]} ${ring[0][1]}l${steps.join(' ')}z`.replace(/ -/g, '-');
    })
    .join('');
}

function polygonsOf(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons
    .map((polygon) => polygon.map(toRing))
    .filter(([outer]) => outer !== null)
    .map((rings) => rings.filter(Boolean));
}

/** Distance from a point to a polygon's edges, negative outside (even-odd rule over all its rings). */
function signedDistance([x, y], polygon) {
  let inside = false;
  let nearest = Infinity;
  for (const ring of polygon) {
    ring.forEach(([ax, ay], index) => {
      const [bx, by] = ring[(index + 1) % ring.length];
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
      const length = (bx - ax) ** 2 + (by - ay) ** 2;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
      nearest = Math.min(nearest, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
    });
  }
  return inside ? nearest : -nearest;
}

/**
 * Where a canton's name or mark goes: in its largest polygon, the whole-unit point that is furthest from the edges,
 * preferring points near the polygon's centroid (a pole of inaccessibility, pulled to the middle).
 */
function labelPoint(polygons) {
  const largest = polygons.reduce((best, polygon) =>
    Math.abs(area(polygon[0])) > Math.abs(area(best[0])) ? polygon : best,
  );
  const outer = largest[0];
  const ringArea = area(outer);
  let cx = 0;
  let cy = 0;
  outer.forEach(([x, y], index) => {
    const [nextX, nextY] = outer[(index + 1) % outer.length];
    const cross = x * nextY - nextX * y;
    cx += (x + nextX) * cross;
    cy += (y + nextY) * cross;
  });
  const centroid = [cx / (6 * ringArea), cy / (6 * ringArea)];
  const xs = outer.map(([x]) => x);
  const ys = outer.map(([, y]) => y);
  // A coarse grid, then every whole point around the best of it.
  const score = (point) => {
    const distance = signedDistance(point, largest);
    return distance <= 0
      ? -Infinity
      : Math.min(distance, 12) - 0.05 * Math.hypot(point[0] - centroid[0], point[1] - centroid[1]);
  };
  let best = { score: -Infinity, point: null };
  const search = (left, right, top, bottom, step) => {
    for (let x = left; x <= right; x += step) {
      for (let y = top; y <= bottom; y += step) {
        const value = score([x, y]);
        if (value > best.score) best = { score: value, point: [x, y] };
      }
    }
  };
  const step = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys)) > 10_000 ? 2 : 1;
  search(Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys), step);
  const [bestX, bestY] = best.point;
  search(bestX - step, bestX + step, bestY - step, bestY + step, 1);
  return best.point;
}

const cantons = {};
for (const canton of feature(simplified, simplified.objects.cantons).features) {
  if (!cantonsById[canton.id]) throw new Error(`Unknown canton id ${canton.id}`);
  const [name, insidePoint] = cantonsById[canton.id];
  const polygons = polygonsOf(canton.geometry);
  const inside = project(insidePoint);
  if (!polygons.some((polygon) => signedDistance(inside, polygon) > 0))
    throw new Error(`${name} (id ${canton.id}) does not hold ${insidePoint}: has the numbering changed?`);
  cantons[name] = { path: toPath(polygons.flat()), label: labelPoint(polygons) };
}
if (Object.keys(cantons).length !== 26) throw new Error(`Expected 26 cantons, got ${Object.keys(cantons).length}`);

const lakes = toPath(
  feature(simplified, simplified.objects.lakes)
    .features.toSorted((a, b) => a.id - b.id)
    .flatMap((lake) => polygonsOf(lake.geometry).flat()),
);

const shapes = {
  viewBox: { width: WIDTH, height },
  projection,
  cantons: Object.fromEntries(Object.entries(cantons).toSorted(([a], [b]) => a.localeCompare(b, 'en'))),
  lakes,
};
// Written as Prettier writes JSON, so that `prettier --check .` passes on the generated file.
const options = { ...(await resolveConfig(target)), filepath: target };
writeFileSync(target, await format(JSON.stringify(shapes), options));
console.log(`${target}: ${Object.keys(cantons).length} cantons, viewBox ${WIDTH}×${height}`);
