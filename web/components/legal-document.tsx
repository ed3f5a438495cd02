import { FileText, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const CONTACT_EMAIL = 'info@swissteetimes.ch';

function paragraphKeys(count: number) {
  return Array.from({ length: count }, (_, index) => `p${index + 1}`);
}

/** A legal page's numbered sections: ids with their number of paragraphs (keys `pages.<page>.<id>.p1` … `pN`). */
export type LegalSections = readonly { id: string; paragraphs: number }[];

/**
 * A legal page (the terms, the privacy policy): its title and version, a table of contents, what comes first
 * (`children`), the numbered sections and the way to ask us. Its texts are platform texts, which only super
 * admins edit, under `pages.<page>`.
 */
export function LegalDocument({
  page,
  sections,
  children,
}: {
  page: 'terms' | 'privacy';
  sections: LegalSections;
  children?: ReactNode;
}) {
  const { t } = useTranslation();

  return (
    <main className="flex-1">
      <header className="border-b border-sand-100 bg-linear-to-b from-fairway-50 to-sand-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:py-16">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-fairway-700 uppercase">
            <FileText className="h-4 w-4" aria-hidden="true" />
            {t(`pages.${page}.eyebrow`)}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-fairway-950 sm:text-4xl">
            {t(`pages.${page}.title`)}
          </h1>
          <p className="mt-4 max-w-3xl text-base leading-relaxed text-slate-700 sm:text-lg">
            {t(`pages.${page}.intro`)}
          </p>
          <p className="mt-4 text-sm text-slate-600">{t(`pages.${page}.updated`)}</p>
        </div>
      </header>

      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-labelledby={`${page}-toc-title`} className="mb-10 lg:mb-0">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-24">
            <h2 id={`${page}-toc-title`} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
              {t(`pages.${page}.toc`)}
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map(({ id }, index) => (
                <li key={id}>
                  <a
                    href={`#${page}-${id}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-700 hover:bg-fairway-50 hover:text-fairway-800"
                  >
                    <span className="w-5 shrink-0 text-right font-medium text-fairway-700 tabular-nums">
                      {index + 1}.
                    </span>
                    <span>{t(`pages.${page}.${id}.title`)}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="max-w-3xl">
          {children}

          <div className={children ? 'mt-10 divide-y divide-slate-200' : 'divide-y divide-slate-200'}>
            {sections.map(({ id, paragraphs }, index) => (
              <section
                key={id}
                id={`${page}-${id}`}
                aria-labelledby={`${page}-${id}-title`}
                className="scroll-mt-24 py-8 first:pt-0"
              >
                <h2
                  id={`${page}-${id}-title`}
                  className="flex gap-3 text-xl font-semibold text-fairway-950 sm:text-2xl"
                >
                  <span className="text-fairway-600 tabular-nums">{index + 1}.</span>
                  <span>{t(`pages.${page}.${id}.title`)}</span>
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  {paragraphKeys(paragraphs).map((paragraph) => (
                    <p key={paragraph}>{t(`pages.${page}.${id}.${paragraph}`)}</p>
                  ))}
                </div>
              </section>
            ))}
          </div>

          <aside className="mt-4 flex flex-col gap-4 rounded-2xl bg-fairway-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-lg font-semibold">{t(`pages.${page}.contact.title`)}</h2>
              <p className="mt-1 text-fairway-100">{t(`pages.${page}.contact.body`)}</p>
            </div>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="inline-flex shrink-0 items-center gap-2 self-start rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-fairway-900 hover:bg-fairway-50 sm:self-auto"
            >
              <Mail className="h-4 w-4" aria-hidden="true" />
              {CONTACT_EMAIL}
            </a>
          </aside>
        </article>
      </div>
    </main>
  );
}

/** The terms and the privacy policy, linked where a golfer agrees to them; in a new tab, so that the form stays as it is. */
export function LegalLinks() {
  const { t } = useTranslation();
  const link = 'font-medium text-fairway-800 underline';
  return (
    <>
      <a href="/terms" target="_blank" rel="noreferrer" className={link}>
        {t('footer.terms')}
      </a>
      {' · '}
      <a href="/privacy" target="_blank" rel="noreferrer" className={link}>
        {t('footer.privacy')}
      </a>
    </>
  );
}
