import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

/** Joins class names; when two Tailwind utilities set the same thing, the later one wins (decision 0026). */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}

/*
 * tailwind-merge's own merging with a table of the utilities this app writes, not all of Tailwind's:
 * the full table would put the landing page over its JavaScript budget (decision 0026). A utility the
 * table does not know is kept as it is; `cn.test.ts` fails when the app uses one that this table should know.
 */
// Value tests as small as the app needs (tailwind-merge's own set would cost the landing page another 0.9 KB).
const isAny = () => true;
const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value));
const isInteger = (value: string) => isNumber(value) && Number.isInteger(Number(value));
const isFraction = (value: string) => /^\d+\/\d+$/.test(value);
const isTshirtSize = (value: string) => /^\d*(xs|sm|md|lg|xl)$/.test(value);
const arbitrary = (value: string) => /^\[.+\]$/.test(value);
const arbitraryLength = (value: string) => /^\[(length:)?([\d.]|calc\(|min\(|max\(|clamp\()/.test(value);
const arbitraryImage = (value: string) => /^\[(image:|url\(|(repeating-)?(linear|radial|conic)-gradient\()/.test(value);

const spacing = ['px', isNumber, arbitrary];
const length = [isFraction, 'auto', 'full', 'screen', 'dvh', 'dvw', 'min', 'max', 'fit', ...spacing];
const width = ['', isNumber, arbitraryLength];
const sides = (prefix: string) =>
  ['', 'x', 'y', 't', 'r', 'b', 'l', 's', 'e'].map((side) => (side ? `${prefix}-${side}` : prefix));
const groups = (prefixes: string[], scale: unknown[]) =>
  Object.fromEntries(prefixes.map((prefix) => [prefix, [{ [prefix]: scale }]]));

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline',
      'inline-block',
      'flex',
      'inline-flex',
      'grid',
      'hidden',
      'table',
      'table-cell',
      'table-row',
      'table-row-group',
      'table-header-group',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    sr: ['sr-only', 'not-sr-only'],
    'font-style': ['italic', 'not-italic'],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'fvn-spacing': ['tabular-nums', 'proportional-nums'],
    'table-layout': [{ table: ['auto', 'fixed'] }],
    'snap-type': [{ snap: ['x', 'y', 'both', 'none'] }],
    'snap-strictness': [{ snap: ['mandatory', 'proximity'] }],
    'snap-align': [{ snap: ['start', 'end', 'center', 'align-none'] }],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'break-inside': [{ 'break-inside': ['auto', 'avoid', 'avoid-page', 'avoid-column'] }],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre-line', 'pre-wrap'] }],
    flex: [{ flex: [isNumber, 'auto', 'initial', 'none', arbitrary] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    ...groups(['basis'], [isFraction, 'auto', 'full', ...spacing]),
    ...groups(['grow', 'shrink', 'order', 'z'], ['', isInteger, 'auto', 'first', 'last', 'none', arbitrary]),
    ...groups(['grid-cols', 'grid-rows'], [isInteger, 'none', 'subgrid', arbitrary]),
    'col-start-end': [{ col: ['auto', { span: ['full', isInteger, arbitrary] }] }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'align-self': [{ self: ['auto', 'start', 'end', 'center', 'stretch', 'baseline'] }],
    ...groups(
      ['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe', 'gap', 'gap-x', 'gap-y', 'space-x', 'space-y', 'scroll-mt'],
      spacing,
    ),
    ...groups(['m', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'], ['auto', ...spacing]),
    ...groups(
      ['inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
      [isFraction, 'full', 'auto', ...spacing],
    ),
    ...groups(['w', 'h', 'size', 'min-w', 'min-h', 'max-w', 'max-h'], [isTshirtSize, 'none', ...length]),
    'font-size': [{ text: [isTshirtSize, 'base', arbitraryLength] }],
    'font-weight': [
      {
        font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black', arbitrary],
      },
    ],
    'font-family': [{ font: ['sans', 'serif', 'mono'] }],
    tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', arbitrary] }],
    leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing] }],
    'list-style-type': [{ list: ['disc', 'decimal', 'none', arbitrary] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'underline-offset': [{ 'underline-offset': [isNumber, 'auto', arbitrary] }],
    'text-decoration-thickness': [{ decoration: [isNumber, 'from-font', 'auto', arbitrary] }],
    'bg-image': [{ bg: ['none', { linear: [{ to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }] }, arbitraryImage] }],
    rounded: [{ rounded: ['', 'none', 'full', isTshirtSize, arbitrary] }],
    ...Object.fromEntries(sides('border-w').map((group, index) => [group, [{ [sides('border')[index]!]: width }]])),
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'divide-y': [{ 'divide-y': width }],
    'outline-style': ['outline-hidden', { outline: ['none', 'solid', 'dashed', 'dotted', 'double'] }],
    'outline-offset': [{ 'outline-offset': [isNumber, arbitrary] }],
    'outline-w': [{ outline: width }],
    'ring-w': [{ ring: width }],
    shadow: [{ shadow: ['', 'none', 'inner', isTshirtSize, arbitrary] }],
    opacity: [{ opacity: [isNumber, arbitrary] }],
    'drop-shadow': [{ 'drop-shadow': ['', 'none', isTshirtSize] }],
    blur: [{ blur: ['', 'none', isTshirtSize] }],
    'backdrop-blur': [{ 'backdrop-blur': ['', 'none', isTshirtSize] }],
    brightness: [{ brightness: [isNumber, arbitrary] }],
    aspect: [{ aspect: ['auto', 'square', 'video', isFraction, arbitrary] }],
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    overscroll: [{ overscroll: ['auto', 'contain', 'none'] }],
    'vertical-align': [{ align: ['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom'] }],
    cursor: [{ cursor: ['default', 'pointer', 'wait', 'not-allowed'] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
    transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', arbitrary] }],
    animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', arbitrary] }],
    rotate: [{ rotate: ['none', isNumber, arbitrary] }],
    scale: [{ scale: ['none', isNumber, arbitrary] }],
    ...groups(['translate-x', 'translate-y'], [isFraction, 'full', ...spacing]),
    // Colours last: any other value of these prefixes (a size, a width, a style) is matched first.
    ...groups(['text', 'bg', 'from', 'via', 'to', 'border', 'divide', 'outline', 'ring', 'accent', 'fill'], [isAny]),
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['start', 'end', 'right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'grow', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
    px: ['ps', 'pe', 'pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
    mx: ['ms', 'me', 'mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
    'border-w': sides('border-w').slice(1),
    'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: ['placeholder'],
}));
