import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LegalDocument, type LegalSections } from '../../components/legal-document';

const sections: LegalSections = [
  { id: 's1', paragraphs: 2 },
  { id: 's2', paragraphs: 3 },
  { id: 's3', paragraphs: 3 },
  { id: 's4', paragraphs: 3 },
  { id: 's5', paragraphs: 3 },
  { id: 's6', paragraphs: 4 },
  { id: 's7', paragraphs: 4 },
  { id: 's8', paragraphs: 3 },
  { id: 's9', paragraphs: 3 },
  { id: 's10', paragraphs: 3 },
  { id: 's11', paragraphs: 2 },
  { id: 's12', paragraphs: 3 },
];

const summaryItems = ['i1', 'i2', 'i3', 'i4'] as const;

/** /terms: the Terms of Service, with their gist first. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument page="terms" sections={sections}>
      <section
        aria-labelledby="terms-summary-title"
        className="rounded-2xl border border-fairway-200 bg-fairway-50 p-5 sm:p-6"
      >
        <h2 id="terms-summary-title" className="text-lg font-semibold text-fairway-900">
          {t('pages.terms.summary.title')}
        </h2>
        <ul className="mt-4 space-y-3">
          {summaryItems.map((item) => (
            <li key={item} className="flex gap-3 text-slate-800">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-fairway-600" aria-hidden="true" />
              <span className="leading-relaxed">{t(`pages.terms.summary.${item}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </LegalDocument>
  );
}
