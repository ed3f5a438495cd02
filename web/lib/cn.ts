import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names; when two Tailwind utilities set the same thing, the later one wins (as with
 * tailwind-merge, whose full table of every utility would cost the first screen 8 KB of JavaScript).
 * `cn.test.ts` checks that this gives tailwind-merge's result for every pair of classes the app uses.
 */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  let merged = mergedBefore.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    if (mergedBefore.size >= MERGES_KEPT) mergedBefore.clear();
    mergedBefore.set(joined, merged);
  }
  return merged;
}

// A screen merges the same few class lists again and again (every tee time, every card): each is merged once.
const MERGES_KEPT = 500;
const mergedBefore = new Map<string, string>();

function merge(joined: string) {
  const classes = joined.split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  const seen = new Set<string>();
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index]!;
    // A class given twice is kept once, also one this table does not know (tailwind-merge does the same).
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const property = propertyOf(name);
    if (property) {
      if (taken.has(property.key)) continue;
      taken.add(property.key);
      for (const covered of property.covers) taken.add(covered);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** Utilities that set several sides or axes at once, and what they override. */
const covering: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  'flex-shorthand': ['grow', 'shrink', 'basis'],
};

/** Utilities named by one word, and what they set. */
const keywords: Record<string, string> = {};
const keywordGroups: Record<string, string[]> = {
  display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'flow-root', 'list-item', 'table', 'table-cell', 'table-row', 'table-row-group', 'table-header-group', 'table-caption', 'table-column'],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  'scroll-snap-type': ['snap-x', 'snap-y', 'snap-both', 'snap-none'],
  'scroll-snap-strictness': ['snap-mandatory', 'snap-proximity'],
  'scroll-snap-align': ['snap-start', 'snap-end', 'snap-center', 'snap-align-none'],
  'sr-only': ['sr-only', 'not-sr-only'],
  visibility: ['visible', 'invisible', 'collapse'],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'font-style': ['italic', 'not-italic'],
  'text-decoration-line': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'numeric-spacing': ['tabular-nums', 'proportional-nums'],
  'outline-style': ['outline-none', 'outline-dashed', 'outline-dotted', 'outline-double'],
  transition: ['transition', 'transition-all', 'transition-colors', 'transition-opacity', 'transition-shadow', 'transition-transform', 'transition-none'],
  'flex-shorthand': ['flex-1', 'flex-auto', 'flex-initial', 'flex-none'],
  'flex-direction': ['flex-row', 'flex-row-reverse', 'flex-col', 'flex-col-reverse'],
  'flex-wrap': ['flex-wrap', 'flex-wrap-reverse', 'flex-nowrap'],
  'table-layout': ['table-auto', 'table-fixed'],
  'border-style': ['border-solid', 'border-dashed', 'border-dotted', 'border-double', 'border-hidden', 'border-none'],
  isolation: ['isolate', 'isolation-auto'],
  'word-break': ['break-normal', 'break-all', 'break-keep', 'break-words'],
  'overflow-wrap': ['wrap-break-word', 'wrap-anywhere', 'wrap-normal'],
};
for (const [property, names] of Object.entries(keywordGroups)) for (const name of names) keywords[name] = property;

/** Prefixes of utilities with a value, longest first within a family; `value` splits families such as text- (size, colour, alignment). */
const prefixes = [
  'min-w', 'min-h', 'max-w', 'max-h', 'w', 'h', 'size',
  'px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe', 'p',
  'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me', 'm',
  'gap-x', 'gap-y', 'gap', 'space-x', 'space-y',
  'inset-x', 'inset-y', 'inset', 'top', 'right', 'bottom', 'left', 'z', 'order',
  'grid-cols', 'grid-rows', 'col-span', 'col-start', 'col-end', 'row-span', 'basis', 'grow', 'shrink',
  'items', 'justify', 'self', 'content', 'place-items', 'place-content', 'place-self',
  'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded',
  'border-x', 'border-y', 'border-t', 'border-r', 'border-b', 'border-l', 'border',
  'divide-x', 'divide-y', 'divide',
  'outline-offset', 'outline', 'ring-offset', 'ring', 'shadow',
  'underline-offset', 'decoration', 'leading', 'tracking', 'font', 'text', 'bg', 'from', 'via', 'to', 'fill', 'stroke',
  'opacity', 'cursor', 'accent', 'overflow-x', 'overflow-y', 'overflow', 'overscroll', 'whitespace', 'select', 'pointer-events', 'touch',
  'object', 'aspect', 'align', 'list', 'scroll-mt', 'scroll-mb', 'animate', 'duration', 'ease', 'delay',
  'scale', 'rotate', 'translate-x', 'translate-y', 'blur', 'backdrop-blur', 'brightness', 'drop-shadow', 'line-clamp',
];

/** A width: a number, `px`, an arbitrary length, or nothing (`border`, `ring`, `outline` alone). */
const isLength = (value: string) => /^(|\d+(\.\d+)?|px|\[[\d.]+(px|rem|em|%)?\])$/.test(value);
const textSizes = /^(xs|sm|base|lg|xl|\dxl|\[[\d.]+(px|rem|em)\])$/;

/** What a prefixed utility sets, where its prefix alone does not say (size or colour, width or style). */
function refine(prefix: string, value: string): string {
  switch (prefix) {
    case 'text':
      if (textSizes.test(value)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      return 'text-color';
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value) ? 'font-weight' : 'font-family';
    case 'bg':
      if (/^(gradient-to|linear-to|linear|radial|conic|none)/.test(value)) return 'bg-image';
      if (/^(cover|contain|auto)$/.test(value)) return 'bg-size';
      return 'bg-color';
    case 'border':
    case 'border-x':
    case 'border-y':
    case 'border-t':
    case 'border-r':
    case 'border-b':
    case 'border-l':
      return isLength(value) ? `border-w${prefix.slice(6)}` : `${prefix}-color`;
    case 'divide':
      return 'divide-color';
    case 'divide-x':
    case 'divide-y':
      return isLength(value) ? prefix : 'divide-color';
    case 'shadow':
    case 'drop-shadow':
      return /^(|2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value) ? prefix : `${prefix}-color`;
    case 'ring':
    case 'outline':
      if (isLength(value)) return `${prefix}-w`;
      return prefix === 'outline' && /^(none|dashed|dotted|double|solid|hidden)$/.test(value) ? 'outline-style' : `${prefix}-color`;
    case 'ring-offset':
    case 'outline-offset':
      return isLength(value) ? prefix : `${prefix}-color`;
    case 'decoration':
      if (isLength(value) || /^(auto|from-font)$/.test(value)) return 'decoration-thickness';
      if (/^(solid|double|dotted|dashed|wavy)$/.test(value)) return 'decoration-style';
      return 'decoration-color';
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position';
    case 'list':
      return /^(inside|outside)$/.test(value) ? 'list-position' : 'list-type';
    default:
      return prefix;
  }
}

/** The property (with its variants, such as `lg:` or `hover:`) a utility sets, and what it overrides; null for other classes. */
function propertyOf(name: string): { key: string; covers: string[] } | null {
  let property = properties.get(name);
  if (property === undefined) {
    property = findProperty(name);
    properties.set(name, property);
  }
  return property;
}
const properties = new Map<string, { key: string; covers: string[] } | null>();

function findProperty(name: string): { key: string; covers: string[] } | null {
  // Variants end at the last colon outside brackets.
  let depth = 0;
  let split = -1;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === ':' && depth === 0) split = index;
  }
  const variants = name.slice(0, split + 1);
  const utility = name.slice(split + 1).replace(/^!/, '').replace(/^-/, '');
  let property = keywords[utility];
  if (!property) {
    const prefix = prefixes.find((candidate) => utility === candidate || utility.startsWith(`${candidate}-`));
    if (!prefix) return null;
    property = refine(prefix, utility.slice(prefix.length + 1));
  }
  return { key: variants + property, covers: (covering[property] ?? []).map((covered) => variants + covered) };
}
