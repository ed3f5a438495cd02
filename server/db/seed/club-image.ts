/**
 * Deterministic SVG landscapes used as placeholder photos for the demo clubs.
 *
 * The same seed always yields the same picture: sky, Alps, rolling hills, a
 * striped fairway leading up to a green with a flag, a bunker, sometimes a
 * pond, and a few trees. Only SVG shapes and gradients, no external
 * references, scripts or fonts.
 */

type Rng = () => number;
type Point = [x: number, y: number];

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  near: string;
  snow: string;
  hillFar: string;
  hillNear: string;
  tint: string;
  tintOpacity: number;
  sunY: [number, number];
}

const palettes: readonly Palette[] = [
  // morning
  {
    skyTop: '#9cc9e6',
    skyBottom: '#fbe3c8',
    sun: '#fff3d1',
    far: '#a9bccd',
    near: '#7f9aa8',
    snow: '#f8f4ef',
    hillFar: '#9cc285',
    hillNear: '#79ad69',
    tint: '#ffd9a8',
    tintOpacity: 0.06,
    sunY: [150, 200],
  },
  // noon
  {
    skyTop: '#4f9fd8',
    skyBottom: '#d9eef9',
    sun: '#fffdf0',
    far: '#a3b8cc',
    near: '#7a95a6',
    snow: '#f7fafc',
    hillFar: '#8fbd7a',
    hillNear: '#6aa65e',
    tint: '#ffffff',
    tintOpacity: 0,
    sunY: [55, 100],
  },
  // evening
  {
    skyTop: '#5f6fa8',
    skyBottom: '#f7c18f',
    sun: '#ffd08a',
    far: '#9d93b5',
    near: '#7a7a96',
    snow: '#f6e4e2',
    hillFar: '#8aae78',
    hillNear: '#67995c',
    tint: '#ff9f6b',
    tintOpacity: 0.08,
    sunY: [160, 205],
  },
];

const colors = {
  rough: '#3f8a45',
  foreground: '#337a3c',
  fairway: '#5aa650',
  fairwayStripe: '#68b35c',
  fringe: '#70b960',
  green: '#8acc72',
  deep: '#14532d',
  conifer: '#1f5f35',
  coniferLit: '#2d7440',
  leaf: '#3a863d',
  leafLit: '#55a24c',
  trunk: '#6b4a2f',
  sand: '#efe0b5',
  sandEdge: '#d3bf8a',
  water: '#4b93bd',
  waterLight: '#9fd0ea',
} as const;

const flagColors = ['#dc2626', '#facc15', '#f97316', '#e11d48'] as const;

/** FNV-1a 32-bit hash of a string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, fast seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Compact number formatting: at most one decimal. */
function f(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function at(points: readonly Point[], index: number): Point {
  const point = points[index];
  if (point === undefined) throw new Error(`no point at ${index}`);
  return point;
}

function polyline(points: readonly Point[]): string {
  return points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L');
}

/** A jagged mountain ridge: alternating peaks and valleys with shoulders in between. */
function ridge(
  rng: Rng,
  peak: [number, number],
  valley: [number, number],
  step: [number, number],
): { points: Point[]; peaks: number[] } {
  const coarse: { point: Point; isPeak: boolean }[] = [];
  let x = between(rng, -60, -20);
  let isPeak = rng() < 0.5;
  while (x < 860) {
    const y = isPeak ? between(rng, ...peak) : between(rng, ...valley);
    coarse.push({ point: [x, y], isPeak });
    x += between(rng, ...step);
    isPeak = !isPeak;
  }
  const points: Point[] = [];
  const peaks: number[] = [];
  coarse.forEach((entry, i) => {
    if (entry.isPeak) peaks.push(points.length);
    points.push(entry.point);
    const next = coarse[i + 1];
    if (next) {
      const t = between(rng, 0.35, 0.65);
      const [x0, y0] = entry.point;
      const [x1, y1] = next.point;
      points.push([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + between(rng, -10, 10)]);
    }
  });
  return { points, peaks };
}

/** Where the ridge, walking from a peak in `direction`, first drops below `targetY`. */
function slopeCrossing(points: readonly Point[], from: number, direction: 1 | -1, targetY: number): Point[] {
  const crossed: Point[] = [];
  let previous = at(points, from);
  for (let i = from + direction; i >= 0 && i < points.length; i += direction) {
    const current = at(points, i);
    if (current[1] >= targetY) {
      const t = (targetY - previous[1]) / (current[1] - previous[1]);
      crossed.push([previous[0] + (current[0] - previous[0]) * t, targetY]);
      return crossed;
    }
    crossed.push(current);
    previous = current;
  }
  return crossed;
}

function snowCaps(rng: Rng, points: readonly Point[], peaks: readonly number[], color: string): string {
  const caps: string[] = [];
  for (const index of peaks) {
    const [px, py] = at(points, index);
    if (py > 165 || px < -30 || px > 830) continue;
    const snowY = py + between(rng, 18, 30);
    const left = slopeCrossing(points, index, -1, snowY).reverse();
    const right = slopeCrossing(points, index, 1, snowY);
    const first = left[0];
    const last = right[right.length - 1];
    if (!first || !last) continue;
    const width = last[0] - first[0];
    const jag: Point[] = [
      [last[0] - width * 0.3, snowY + between(rng, 3, 9)],
      [last[0] - width * 0.55, snowY - between(rng, 0, 5)],
      [last[0] - width * 0.75, snowY + between(rng, 4, 11)],
    ];
    caps.push(`M${polyline([...left, [px, py], ...right, ...jag])}Z`);
  }
  return caps.length ? `<path d="${caps.join('')}" fill="${color}" opacity=".95"/>` : '';
}

/** A smooth rolling skyline from x=0 to x=800, filled down to the bottom. */
function rollingPoints(rng: Rng, yRange: [number, number], segments: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= segments; i++) {
    points.push([(800 / segments) * i, between(rng, ...yRange)]);
  }
  return points;
}

function rollingPath(points: readonly Point[], fill: string): string {
  let d = `M${f(at(points, 0)[0])} ${f(at(points, 0)[1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = at(points, i - 1);
    const [x1, y1] = at(points, i);
    const half = (x1 - x0) / 2;
    d += `C${f(x0 + half)} ${f(y0)} ${f(x1 - half)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  return `<path d="${d}L800 500L0 500Z" fill="${fill}"/>`;
}

/** Approximate height of a rolling skyline at x. */
function rollingHeight(points: readonly Point[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = at(points, i - 1);
    const [x1, y1] = at(points, i);
    if (x <= x1) {
      const t = Math.min(1, Math.max(0, (x - x0) / (x1 - x0)));
      return y0 + (y1 - y0) * t * t * (3 - 2 * t);
    }
  }
  return at(points, points.length - 1)[1];
}

export function clubImageSvg(seed: string, title: string): string {
  const hash = fnv1a(seed);
  const rng = mulberry32(hash);
  const id = hash.toString(36);
  const palette = pick(rng, palettes);
  const parts: string[] = [];

  // Sky, sun and clouds.
  const sunX = between(rng, 90, 710);
  const sunY = between(rng, ...palette.sunY);
  parts.push(
    `<rect width="800" height="500" fill="url(#s${id})"/>`,
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="90" fill="url(#g${id})"/>`,
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="24" fill="${palette.sun}"/>`,
  );
  const clouds = Math.floor(between(rng, 0, 3));
  for (let i = 0; i < clouds; i++) {
    const cx = between(rng, 60, 740);
    const cy = between(rng, 40, 120);
    const w = between(rng, 40, 70);
    parts.push(
      `<g fill="#fff" opacity=".7"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w)}" ry="${f(w / 4)}"/>` +
        `<ellipse cx="${f(cx - w / 4)}" cy="${f(cy - w / 6)}" rx="${f(w / 3)}" ry="${f(w / 5)}"/>` +
        `<ellipse cx="${f(cx + w / 5)}" cy="${f(cy - w / 5)}" rx="${f(w / 3.5)}" ry="${f(w / 4.5)}"/></g>`,
    );
  }

  // Distant Alps, with snow caps on most pictures, then haze and foothills.
  const alps = ridge(rng, [95, 175], [190, 235], [55, 110]);
  parts.push(`<path d="M-60 340L${polyline(alps.points)}L900 340Z" fill="${palette.far}"/>`);
  if (rng() < 0.8) parts.push(snowCaps(rng, alps.points, alps.peaks, palette.snow));
  parts.push(`<rect y="170" width="800" height="170" fill="url(#h${id})"/>`);
  const foothills = ridge(rng, [205, 245], [250, 275], [70, 130]);
  parts.push(`<path d="M-60 340L${polyline(foothills.points)}L900 340Z" fill="${palette.near}" opacity=".85"/>`);

  // Rolling hills with a distant tree line.
  parts.push(rollingPath(rollingPoints(rng, [282, 312], 4), palette.hillFar));
  const mid = rollingPoints(rng, [312, 336], 4);
  parts.push(rollingPath(mid, palette.hillNear));
  const groves = 2;
  for (let g = 0; g < groves; g++) {
    let x = between(rng, 0, 760);
    const count = 3 + Math.floor(rng() * 3);
    for (let i = 0; i < count; i++) {
      const s = between(rng, 0.2, 0.3);
      parts.push(
        `<use href="#${rng() < 0.5 ? 'c' : 'r'}${id}" transform="translate(${f(x)} ${f(rollingHeight(mid, x) + 4)}) scale(${s.toFixed(2)})"/>`,
      );
      x += between(rng, 7, 14);
    }
  }
  const ground = rollingPoints(rng, [336, 350], 3);
  parts.push(rollingPath(ground, colors.rough));
  parts.push(rollingPath(rollingPoints(rng, [462, 482], 3), colors.foreground));

  // Fairway: a curving band in perspective, narrowing towards the green.
  const gx = between(rng, 260, 540);
  const gy = between(rng, 364, 378);
  const topY = gy + 4;
  const bottomY = 510;
  const w0 = between(rng, 380, 480);
  const w1 = between(rng, 80, 120);
  const cx0 = between(rng, 330, 470);
  const bend = between(rng, -90, 90);
  const midY = (topY + bottomY) / 2;
  const l0 = cx0 - w0 / 2;
  const r0 = cx0 + w0 / 2;
  const tl = gx - w1 / 2;
  const tr = gx + w1 / 2;
  const fairway =
    `M${f(l0)} ${bottomY}C${f(l0 + bend)} ${f(midY + 40)} ${f(tl + bend / 2 - 10)} ${f(topY + 25)} ${f(tl)} ${f(topY)}` +
    `Q${f(gx)} ${f(topY - 14)} ${f(tr)} ${f(topY)}` +
    `C${f(tr + bend / 2 + 10)} ${f(topY + 25)} ${f(r0 + bend)} ${f(midY + 40)} ${f(r0)} ${bottomY}Z`;
  parts.push(`<path d="${fairway}" fill="${colors.fairway}"/>`);
  const bands = 7;
  let stripes = '';
  for (let k = 1; k < bands; k += 2) {
    const y0 = topY + (bottomY - topY) * (k / bands) ** 1.5;
    const y1 = topY + (bottomY - topY) * ((k + 1) / bands) ** 1.5;
    stripes += `<rect y="${f(y0)}" width="800" height="${f(y1 - y0)}"/>`;
  }
  parts.push(`<g clip-path="url(#f${id})" fill="${colors.fairwayStripe}">${stripes}</g>`);

  /** Left and right edge of the fairway at height y, widened by a margin. */
  const fairwayAt = (y: number, margin: number): [number, number] => {
    const t = Math.min(1, Math.max(0, (y - topY) / (bottomY - topY)));
    const center = gx + (cx0 - gx) * t + bend * 0.5 * Math.sin(Math.PI * t);
    const half = w1 / 2 + (w0 / 2 - w1 / 2) * t + margin;
    return [center - half, center + half];
  };

  // Hazards: an optional pond and a fairway bunker, on opposite sides.
  const hazardSide = rng() < 0.5 ? -1 : 1;
  let pond: { x: number; y: number; rx: number } | undefined;
  if (rng() < 0.55) {
    const y = between(rng, 410, 440);
    const rx = between(rng, 60, 95);
    const [left, right] = fairwayAt(y, 12);
    const x = hazardSide < 0 ? Math.max(rx - 30, left - rx) : Math.min(830 - rx, right + rx);
    const ry = between(rng, 14, 20);
    pond = { x, y, rx };
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx + 5)}" ry="${f(ry + 3)}" fill="${colors.fringe}"/>`,
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${colors.water}"/>`,
      `<ellipse cx="${f(x - rx * 0.2)}" cy="${f(y - ry * 0.35)}" rx="${f(rx * 0.55)}" ry="${f(ry * 0.3)}" fill="${colors.waterLight}" opacity=".55"/>`,
    );
  }
  if (rng() < 0.7) {
    const y = between(rng, 405, 430);
    const [left, right] = fairwayAt(y, 0);
    const x = hazardSide < 0 ? right - between(rng, 10, 30) : left + between(rng, 10, 30);
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(between(rng, 34, 48))}" ry="${f(between(rng, 9, 13))}" fill="${colors.sand}" stroke="${colors.sandEdge}" stroke-width="2"/>`,
    );
  }

  // The green with its greenside bunker, hole and flag.
  const rx = w1 / 2 + between(rng, 22, 34);
  const ry = between(rng, 12, 16);
  const bunkerSide = rng() < 0.5 ? -1 : 1;
  const bx = gx + bunkerSide * (rx + between(rng, 6, 18));
  const by = gy + between(rng, 5, 11);
  parts.push(
    `<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="${f(rx + 7)}" ry="${f(ry + 3)}" fill="${colors.fringe}"/>`,
    `<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${colors.green}"/>`,
    `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="${f(between(rng, 24, 34))}" ry="${f(between(rng, 6, 9))}" transform="rotate(${f(between(rng, -8, 8))} ${f(bx)} ${f(by)})" fill="${colors.sand}" stroke="${colors.sandEdge}" stroke-width="2"/>`,
  );
  const hx = gx + between(rng, -rx / 3, rx / 3);
  const hy = gy + between(rng, -3, 3);
  const flag = pick(rng, flagColors);
  parts.push(
    `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="4" ry="1.6" fill="${colors.deep}"/>`,
    `<path d="M${f(hx)} ${f(hy)}V${f(hy - 54)}" stroke="#f8fafc" stroke-width="2"/>`,
    `<path d="M${f(hx + 1)} ${f(hy - 54)}l26 7-26 7Z" fill="${flag}"/>`,
  );

  // Trees along both sides of the hole, nearer ones larger; drawn back to front.
  const trees: { x: number; y: number; s: number; kind: string }[] = [];
  const wanted = 7 + Math.floor(rng() * 5);
  for (let attempt = 0; attempt < 60 && trees.length < wanted; attempt++) {
    const y = between(rng, 350, 485);
    const s = 0.45 + ((y - 345) / 140) * 0.85;
    const [left, right] = fairwayAt(y, 22 * s + Math.abs(bend) * 0.15);
    const side = rng() < 0.5 ? -1 : 1;
    const x = side < 0 ? between(rng, -10, left) : between(rng, right, 810);
    if (side < 0 ? left < 0 : right > 800) continue;
    if (pond && Math.abs(x - pond.x) < pond.rx + 20 * s && Math.abs(y - pond.y) < 30) continue;
    if (Math.abs(y - gy) < 25 && Math.abs(x - gx) < rx + 60) continue;
    if (trees.some((tree) => Math.abs(tree.x - x) < 30 * s && Math.abs(tree.y - y) < 12)) continue;
    trees.push({ x, y, s, kind: rng() < 0.55 ? 'c' : 'r' });
  }
  trees.sort((a, b) => a.y - b.y);
  for (const tree of trees) {
    parts.push(
      `<use href="#${tree.kind}${id}" transform="translate(${f(tree.x)} ${f(tree.y)}) scale(${tree.s.toFixed(2)})"/>`,
    );
  }

  if (palette.tintOpacity > 0) {
    parts.push(`<rect width="800" height="500" fill="${palette.tint}" opacity="${palette.tintOpacity}"/>`);
  }

  const defs =
    `<defs>` +
    `<linearGradient id="s${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.skyTop}"/><stop offset=".7" stop-color="${palette.skyBottom}"/></linearGradient>` +
    `<radialGradient id="g${id}"><stop offset="0" stop-color="${palette.sun}" stop-opacity=".9"/>` +
    `<stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="h${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.skyBottom}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${palette.skyBottom}" stop-opacity=".6"/></linearGradient>` +
    `<clipPath id="f${id}"><path d="${fairway}"/></clipPath>` +
    `<g id="c${id}"><ellipse cx="8" rx="22" ry="4" fill="${colors.deep}" opacity=".3"/>` +
    `<rect x="-3" y="-12" width="6" height="12" fill="${colors.trunk}"/>` +
    `<path d="M0-76L17-42H9L24-10H-24L-9-42H-17Z" fill="${colors.conifer}"/>` +
    `<path d="M0-76L17-42H9L24-10H0Z" fill="${colors.coniferLit}"/></g>` +
    `<g id="r${id}"><ellipse cx="8" rx="24" ry="5" fill="${colors.deep}" opacity=".3"/>` +
    `<rect x="-3" y="-22" width="6" height="22" fill="${colors.trunk}"/>` +
    `<g fill="${colors.leaf}"><circle cx="-11" cy="-32" r="14"/><circle cx="11" cy="-33" r="14"/><circle cy="-48" r="16"/></g>` +
    `<circle cx="5" cy="-50" r="9" fill="${colors.leafLit}"/><circle cx="13" cy="-36" r="7" fill="${colors.leafLit}"/></g>` +
    `</defs>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img">` +
    `<title>${escapeXml(title)}</title>${defs}${parts.join('')}</svg>`
  );
}
