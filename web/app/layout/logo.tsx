import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const NAME = 'Swiss Tee Times';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    // Named by what it shows, then where it leads: "Swiss Tee Times Beta, Home".
    <Link to="/" className="flex items-center gap-2" aria-label={`${NAME} ${t('nav.beta')}, ${t('nav.home')}`}>
      <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#14532d' : '#ffffff'} />
        <circle cx="32" cy="40" r="12" fill={tone === 'dark' ? '#ffffff' : '#14532d'} />
        <path d="M30 8v24" stroke={tone === 'dark' ? '#ffffff' : '#14532d'} strokeWidth="3" strokeLinecap="round" />
        <path d="M31 9l14 6-14 6z" fill="#f97316" />
      </svg>
      <span
        className={`whitespace-nowrap text-base font-extrabold sm:text-lg tracking-tight ${tone === 'dark' ? 'text-fairway-900' : 'text-white'}`}
      >
        {NAME}
      </span>{' '}
      <span className="rounded-md bg-deal-600 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-white">
        {t('nav.beta')}
      </span>
    </Link>
  );
}
