import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';

/**
 * A secret we show this once (a partner key, a webhook's signing secret), to copy into the club's software:
 * brought into view and selected, since on a phone the form that made it is further down the page.
 */
export function ShownOnce({
  id,
  title,
  hint,
  label,
  secret,
  onDone,
}: {
  id: string;
  title: string;
  hint: string;
  label: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [secret]);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => toast.success(t('clubAdmin.connections.copied')),
      () => toast.error(t('clubAdmin.connections.copyFailed')),
    );
  return (
    <section
      role="status"
      aria-labelledby={id}
      className="m-5 mb-0 space-y-3 rounded-xl bg-fairway-50 p-4 sm:m-6 sm:mb-0"
    >
      <h3 id={id} className="font-semibold break-words text-fairway-950">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{hint}</p>
      <Input ref={field} readOnly value={secret} aria-label={label} className="font-mono" />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('clubAdmin.connections.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('clubAdmin.connections.done')}
        </Button>
      </div>
    </section>
  );
}
