import { useQuery } from '@tanstack/react-query';
import { Inbox, Paperclip } from 'lucide-react';
import type { OutboxMail } from '../../../contract/platform';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { Card } from '../../components/ui/card';
import { GolfSwingLoader } from '../../components/ui/golf-swing-loader';
import { formatInstant } from '../../lib/format';

const linkify = (text: string) =>
  text.split(/(https?:\/\/\S+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part} className="break-all font-medium text-fairway-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );

/** Development only: the mails the server would have sent, with their links. */
export function OutboxPage() {
  const { t, i18n } = useTranslation();
  const mails = useQuery({
    queryKey: ['dev-outbox'],
    queryFn: () => api<OutboxMail[]>('/api/dev/outbox'),
    refetchInterval: 3000,
  });
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('outbox.title')}</h1>
      <p className="mt-1 text-slate-600">{t('outbox.subtitle')}</p>
      {mails.isPending ? <GolfSwingLoader className="mt-10" /> : null}
      {mails.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
          {t('outbox.unavailable')}
        </p>
      ) : null}
      {mails.data?.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center gap-2 p-10 text-center text-slate-600">
          <Inbox className="h-10 w-10 text-slate-400" aria-hidden="true" />
          {t('outbox.empty')}
        </Card>
      ) : null}
      <ul className="mt-6 space-y-4">
        {mails.data?.map((mail) => (
          <li key={mail.id}>
            <Card className="p-5" data-testid="outbox-mail">
              <p className="text-xs text-slate-500">
                {formatInstant(mail.createdAt, i18n.language)} · {t('outbox.to')} {mail.to}
              </p>
              <h2 className="mt-1 font-bold">{mail.subject}</h2>
              <p className="mt-3 whitespace-pre-wrap text-sm text-slate-700">{linkify(mail.text)}</p>
              {mail.html ? (
                <details className="mt-3">
                  <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-fairway-700">
                    {t('outbox.showHtml')}
                  </summary>
                  {/* Sandboxed: the mail's HTML runs nothing and reaches nothing of this page. */}
                  <iframe
                    title={mail.subject}
                    sandbox=""
                    srcDoc={mail.html}
                    className="mt-2 h-[640px] w-full rounded-lg border border-slate-200"
                  />
                </details>
              ) : null}
              {mail.attachments.map((file) => (
                <p key={file} className="mt-2 flex items-center gap-1 text-sm text-slate-600">
                  <Paperclip className="h-4 w-4" aria-hidden="true" />
                  {file}
                </p>
              ))}
            </Card>
          </li>
        ))}
      </ul>
    </main>
  );
}
