import { Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { isLanguage, languages, type Language } from '../../../../contract/languages';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { languageNames, languageOrEnglish } from '../../../lib/i18n/languages';

/** Disabled with a spinner while the language loads; the caller may store the choice in the profile. */
export function LanguageSwitcher({
  onChanged,
  className,
  tone = 'light',
}: {
  onChanged?: (language: Language) => void;
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const { t, i18n } = useTranslation();
  const [loading, setLoading] = useState(false);
  // The footer and the beta gate each show one.
  const id = useId();
  const current = languageOrEnglish(i18n.language);

  async function choose(language: Language) {
    if (language === current) return;
    setLoading(true);
    try {
      if (await changeLanguage(language)) onChanged?.(language);
    } catch {
      toast.error(t('language.changeFailed'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className={cn('flex items-center gap-2', className)}>
      {loading ? <Spinner /> : <Globe aria-hidden="true" className="h-4 w-4" />}
      <label className="sr-only" htmlFor={id}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        disabled={loading}
        aria-busy={loading}
        onChange={(event) => isLanguage(event.target.value) && void choose(event.target.value)}
        className={cn(
          'h-10 rounded-lg border px-2 text-sm disabled:opacity-60',
          tone === 'dark' ? 'border-white/30 bg-fairway-950 text-white' : 'border-slate-300 bg-white text-slate-900',
        )}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {loading && language === current ? t('common.loading') : languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
