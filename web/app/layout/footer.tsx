import { Mail, MapPin } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../contract/common';
import { useAuth } from '../../lib/auth/auth-context';
import { LanguageSwitcher } from '../../features/i18n/components/language-switcher';
import { Logo } from './logo';
import { SuperAdminControls } from './super-admin-controls';

export function Footer() {
  const { t } = useTranslation();
  const auth = useAuth();
  const storeLanguage = (language: Language) => {
    if (auth.user) void auth.updateProfile({ preferred_language: language }).catch(() => undefined);
  };
  const linkClass = 'inline-flex min-h-11 items-center text-sm text-fairway-100 hover:text-white hover:underline';
  return (
    <footer className="mt-auto bg-fairway-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo tone="light" />
          <p className="text-sm text-fairway-100">{t('footer.tagline')}</p>
          <LanguageSwitcher tone="dark" onChanged={storeLanguage} />
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-fairway-300">{t('footer.quickLinks')}</h2>
          <ul className="mt-2">
            <li>
              <Link className={linkClass} to="/">
                {t('footer.home')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/courses">
                {t('footer.golfCourses')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/mystery-tee-times">
                {t('footer.mysteryTeeTime')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-fairway-300">{t('footer.support')}</h2>
          <ul className="mt-2">
            <li>
              <Link className={linkClass} to="/terms">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/privacy">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/imprint">
                {t('footer.imprint')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/about">
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/partner">
                {t('footer.partner')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/golf-club/login">
                {t('footer.golfClubLogin')}
              </Link>
            </li>
            {auth.isSuperAdmin ? (
              <li>
                <Link className={linkClass} to="/super-admin">
                  {t('footer.superAdmin')}
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-fairway-300">{t('footer.contact')}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-fairway-100">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                Swiss Tee Times AG
                <br />
                Bahnhofstrasse 10
                <br />
                8001 Zürich
              </span>
            </p>
            <p className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              <a className="hover:underline" href="mailto:info@swissteetimes.ch">
                info@swissteetimes.ch
              </a>
            </p>
          </address>
        </div>
      </div>
      {auth.isSuperAdmin ? (
        <Suspense fallback={null}>
          <SuperAdminControls />
        </Suspense>
      ) : null}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-fairway-200 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <Link
            to="/golf-club/login"
            className="inline-flex min-h-11 items-center font-medium text-white hover:underline"
          >
            {t('footer.clubLogin')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
