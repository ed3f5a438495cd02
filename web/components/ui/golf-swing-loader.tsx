import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const sizes = { small: 'h-8 w-8', medium: 'h-14 w-14', large: 'h-24 w-24' } as const;

/** The swinging golf club of the spec, with the 'Loading application...' text (key `loading`). */
export function GolfSwingLoader({
  size = 'medium',
  message,
  className,
}: {
  size?: keyof typeof sizes;
  message?: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = message === undefined ? t('loading', { defaultValue: '' }) : message;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center gap-3 text-fairway-900', className)}
    >
      <svg viewBox="0 0 64 64" className={sizes[size]} aria-hidden="true">
        <ellipse cx="32" cy="58" rx="22" ry="3" fill="currentColor" opacity="0.15" />
        <g className="golf-swing-club">
          <line x1="32" y1="6" x2="32" y2="50" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <path d="M28 50 h10 a3 3 0 0 1 0 6 h-8 z" fill="currentColor" />
        </g>
        <circle className="golf-swing-ball" cx="40" cy="55" r="3" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {text ? <span className={cn('font-medium', size === 'small' ? 'sr-only' : 'text-sm')}>{text}</span> : null}
    </div>
  );
}
