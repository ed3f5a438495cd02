import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cantons, type Canton } from '../../../../contract/cantons';
import { cn } from '../../../lib/cn';
import shapes from '../canton-shapes.json';
import { toMapPoint } from '../project';

export type MapClub = { id: string; name: string; longitude: number; latitude: number; label: string };

export type CantonMapProps = {
  /** Bookable tee times per canton: the fuller, the greener. */
  counts: Partial<Record<Canton, number>>;
  selected: readonly Canton[];
  onToggle: (canton: Canton) => void;
  /** Golf clubs drawn as dots, `label` as their tooltip. */
  clubs?: MapClub[];
  /** A canton's tooltip; the canton's name when not given. */
  describe?: (canton: Canton, count: number) => string;
  className?: string;
};

/** Fills from no tee time to the most: a neutral grey, then the brand green ever stronger. */
const fills = ['fill-slate-200', 'fill-fairway-200', 'fill-fairway-300', 'fill-fairway-500', 'fill-fairway-700'];

/** Switzerland whole: all cantons in one path, for its outline and to keep the lakes' foreign parts off the map. */
const country = cantons.map((canton) => shapes.cantons[canton].path).join('');

/** Too small to hit on a phone (6 px wide at 390 px): a wider, invisible edge makes them easier to tap. */
const tiny: readonly Canton[] = ['Basel-Stadt'];

/** 0 for none, else 1 to 4 by the share of the largest count. */
function fillBucket(count: number, largest: number) {
  if (count <= 0 || largest <= 0) return 0;
  return Math.min(4, Math.ceil((count / largest) * 4));
}

/**
 * Switzerland's cantons as an offline SVG map (scripts/build-canton-map.mjs makes its shapes): each canton green by its
 * tee times, a click or tap toggles it in the search. Selected cantons have a dark outline and a check mark.
 * For pointer users only (hidden from assistive technology, nothing to focus): the page keeps a list of the cantons.
 * Memoised, as each canton's shape: new counts or a new selection build again only the cantons they change.
 */
export const CantonMap = memo(SwissMap);

function SwissMap({ counts, selected, onToggle, clubs = [], describe, className }: CantonMapProps) {
  const id = useId();
  const largest = Math.max(0, ...Object.values(counts));
  const { width, height } = shapes.viewBox;
  const dark = 'var(--color-fairway-950)';
  const title = (canton: Canton) => <CantonTitle canton={canton} count={counts[canton] ?? 0} describe={describe} />;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={cn('block h-auto w-full select-none', className)}
      aria-hidden="true"
    >
      <defs>
        <path id={`${id}country`} d={country} vectorEffect="non-scaling-stroke" />
        <clipPath id={`${id}inside`}>
          <use href={`#${id}country`} />
        </clipPath>
      </defs>
      {/* The border's inner half lies under the cantons: what shows is a thin line round the country. */}
      <use href={`#${id}country`} fill="none" stroke="var(--color-slate-400)" strokeWidth={2} />
      {cantons.map((canton) => (
        <CantonShape
          key={canton}
          canton={canton}
          count={counts[canton] ?? 0}
          bucket={fillBucket(counts[canton] ?? 0, largest)}
          selected={selected.includes(canton)}
          onToggle={onToggle}
          describe={describe}
        />
      ))}
      {tiny.map((canton) => (
        <path
          key={canton}
          d={shapes.cantons[canton].path}
          fill="none"
          stroke="transparent"
          strokeWidth={12}
          pointerEvents="stroke"
          vectorEffect="non-scaling-stroke"
          className="cursor-pointer"
          onClick={() => onToggle(canton)}
        >
          {title(canton)}
        </path>
      ))}
      <path d={shapes.lakes} clipPath={`url(#${id}inside)`} className="pointer-events-none fill-sky-200" />
      {/* Over the lakes and every neighbour: the outline and check mark of each selected canton. */}
      {selected.map((canton) => {
        const [x, y] = shapes.cantons[canton].label;
        return (
          <g key={canton} className="pointer-events-none" data-outline={canton}>
            {/* A white halo under the dark line: it stands out on a dark canton and on a dark neighbour. */}
            {(
              [
                ['white', 5],
                [dark, 2.5],
              ] as const
            ).map(([stroke, strokeWidth]) => (
              <path
                key={stroke}
                d={shapes.cantons[canton].path}
                fill="none"
                stroke={stroke}
                strokeWidth={strokeWidth}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {/* Smaller on a tiny canton, which it would hide. */}
            <g transform={`translate(${x} ${y}) scale(${tiny.includes(canton) ? 0.6 : 1})`}>
              <circle r="9" fill="white" stroke={dark} strokeWidth="1.5" />
              <path d="M-4.5 0.5l3 3 6-6.5" fill="none" stroke={dark} strokeWidth="2.2" />
            </g>
          </g>
        );
      })}
      {clubs.map((club) => {
        const { x, y } = toMapPoint(club.longitude, club.latitude);
        return (
          <circle
            key={club.id}
            cx={x}
            cy={y}
            r="5"
            fill="var(--color-deal-500)"
            stroke="white"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          >
            <title>{club.label}</title>
          </circle>
        );
      })}
    </svg>
  );
}

type ShapeProps = { canton: Canton; count: number; bucket: number; selected: boolean } & Pick<
  CantonMapProps,
  'onToggle' | 'describe'
>;

/** One canton, filled by its bucket; a tap toggles it. */
const CantonShape = memo(function CantonShape({ canton, count, bucket, selected, onToggle, describe }: ShapeProps) {
  return (
    <path
      d={shapes.cantons[canton].path}
      fillRule="evenodd"
      className={cn(fills[bucket], 'cursor-pointer transition-opacity hover:opacity-75')}
      stroke="white"
      strokeWidth={1}
      strokeLinejoin="round"
      vectorEffect="non-scaling-stroke"
      data-canton={canton}
      data-fill={bucket}
      data-selected={selected}
      onClick={() => onToggle(canton)}
    >
      <CantonTitle canton={canton} count={count} describe={describe} />
    </path>
  );
});

/** A canton's tooltip: what `describe` says, or the canton's name. */
function CantonTitle({ canton, count, describe }: Pick<ShapeProps, 'canton' | 'count' | 'describe'>) {
  const { t } = useTranslation();
  return <title>{describe ? describe(canton, count) : t(`cantons.${canton}`)}</title>;
}
