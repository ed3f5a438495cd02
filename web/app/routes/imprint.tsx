import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const facts = [
  ['addressTitle', ['company', 'street', 'city', 'country']],
  ['contactTitle', ['email']],
  ['registerTitle', ['register', 'uidLabel', 'uid', 'vatLabel', 'vat']],
  ['representedTitle', ['represented']],
] as const;

/** /imprint: who runs the platform, as Swiss law asks of a commercial website (company, address, UID, register, VAT). */
export function ImprintPage() {
  const { t } = useTranslation();
  const text = (key: string) => t(`pages.imprint.${key}`);
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
      <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-fairway-700 uppercase">
        <Scale className="h-4 w-4" aria-hidden="true" />
        {text('eyebrow')}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-fairway-950 sm:text-4xl">{text('title')}</h1>
      <dl className="mt-8 grid gap-6 sm:grid-cols-2">
        {facts.map(([title, lines]) => (
          <div key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <dt className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{text(title)}</dt>
            <dd className="mt-2 space-y-0.5 text-slate-700">
              {lines.map((line) =>
                line === 'email' ? (
                  <a key={line} className="text-fairway-800 underline" href={`mailto:${text('email')}`}>
                    {text('email')}
                  </a>
                ) : line === 'uidLabel' || line === 'vatLabel' ? (
                  <p key={line} className="pt-2 text-sm text-slate-500">
                    {text(line)}
                  </p>
                ) : (
                  <p key={line}>{text(line)}</p>
                ),
              )}
            </dd>
          </div>
        ))}
      </dl>
      {(['liability', 'copyright'] as const).map((part) => (
        <section key={part} className="mt-8">
          <h2 className="text-xl font-semibold text-fairway-950">{text(`${part}Title`)}</h2>
          <p className="mt-2 leading-relaxed text-slate-700">{text(part)}</p>
        </section>
      ))}
    </main>
  );
}
