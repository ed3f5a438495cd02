import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { GolfSwingLoader } from '../../../components/ui/golf-swing-loader';
import { Select } from '../../../components/ui/select';
import { Refusal } from '../../../components/ui/refusal';
import { formatWeekday } from '../../../lib/format';
import { mysteryDealsQuery, mysteryRegionsQuery } from '../api';
import {
  anyDeals,
  byWindow,
  chooseDate,
  chooseDeal,
  chooseRegion,
  chosenDeal,
  currentChoice,
  datesIn,
  noChoice,
  regionOptions,
  type DealChoice,
} from '../deal-filters';
import { regionName } from '../../../lib/i18n/region-name';
import { windowChoiceLabels } from '../window-choice-labels';
import { DealFacts, DealImage } from './deal-details';

const fieldClass = 'h-12 disabled:bg-slate-100';

/**
 * 'Mystery Tee Times': region and date filters (the regions with their deal days from the server), then the
 * deals of that region and day, a time window among them, the chosen deal, and its booking. `onRegionChange`
 * hears of the chosen region (empty when none), for a page that shows more of it.
 */
export function MysterySection({
  id,
  heading: Heading = 'h2',
  onRegionChange,
}: {
  id?: string;
  heading?: 'h1' | 'h2';
  onRegionChange?: (region: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const regions = useQuery(mysteryRegionsQuery);
  const [picked, setChoice] = useState<DealChoice>(noChoice);
  const regionList = regions.data ?? [];
  // A refetch can take a day (or a region) away: the choice is then made anew from there.
  const choice = currentChoice(regionList, picked);
  const dayDeals = useQuery({
    ...mysteryDealsQuery({ region: choice.region, date: choice.date }),
    enabled: Boolean(choice.region && choice.date),
  });
  const sameDay = choice.date ? byWindow(dayDeals.data ?? []) : [];
  const windowLabels = windowChoiceLabels(t, sameDay);
  const deal = chosenDeal(sameDay, choice.dealId);
  const dates = datesIn(regionList, choice.region);
  useEffect(() => {
    onRegionChange?.(choice.region);
  }, [choice.region, onRegionChange]);

  return (
    <section id={id} aria-labelledby="mystery-title" className="scroll-mt-20">
      <div className="flex items-center gap-2">
        <Sparkles className="h-6 w-6 text-deal-600" aria-hidden="true" />
        <Heading id="mystery-title" className="text-2xl font-extrabold tracking-tight text-fairway-950 sm:text-3xl">
          {t('mystery.title')}
        </Heading>
      </div>
      <p className="mt-1 text-slate-600">{t('mystery.subtitle')}</p>
      <Card className="mt-5 p-4 sm:p-6">
        {regions.data === undefined ? (
          regions.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              {t('mystery.fetchFailed')}
            </p>
          ) : (
            <div className="flex justify-center p-8">
              <GolfSwingLoader size="small" />
            </div>
          )
        ) : !anyDeals(regionList) ? (
          <p className="p-6 text-center text-slate-600">{t('mystery.empty')}</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
            <div className="space-y-3">
              <div className="space-y-1">
                <label
                  htmlFor="mystery-region"
                  className="text-xs font-semibold uppercase tracking-wide text-slate-600"
                >
                  {t('mystery.region')}
                </label>
                <Select
                  id="mystery-region"
                  className={fieldClass}
                  value={choice.region}
                  onChange={(event) => setChoice(chooseRegion(event.target.value))}
                >
                  <option value="">{t('mystery.chooseRegion')}</option>
                  {regionOptions(regionList, (region) => regionName(t, region)).map(({ region, name, disabled }) => (
                    <option key={region} value={region} disabled={disabled}>
                      {name}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="space-y-1">
                <label htmlFor="mystery-date" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {t('mystery.date')}
                </label>
                <Select
                  id="mystery-date"
                  className={fieldClass}
                  value={choice.date}
                  disabled={!choice.region}
                  onChange={(event) => setChoice(chooseDate(choice, event.target.value))}
                >
                  <option value="">{t('mystery.chooseDate')}</option>
                  {dates.map((date) => (
                    <option key={date} value={date}>
                      {formatWeekday(date, i18n.language, 'full')}
                    </option>
                  ))}
                </Select>
              </div>
              {!choice.date ? null : dayDeals.data === undefined ? (
                dayDeals.isError ? (
                  <Refusal>{t('mystery.fetchFailed')}</Refusal>
                ) : (
                  <div className="flex justify-center p-2">
                    <GolfSwingLoader size="small" />
                  </div>
                )
              ) : sameDay.length === 0 ? (
                <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">{t('mystery.dayEmpty')}</p>
              ) : sameDay.length > 1 ? (
                // Radio buttons rather than a select: each line (window, holes, price) wraps on a phone instead of being cut.
                <fieldset className="space-y-1">
                  <legend className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {t('mystery.window')}
                  </legend>
                  <div className="grid gap-2">
                    {sameDay.map((candidate, index) => (
                      <label
                        key={candidate.id}
                        className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 hover:border-fairway-600 has-checked:border-fairway-700 has-checked:bg-fairway-50 has-checked:font-semibold"
                      >
                        <input
                          type="radio"
                          name="mystery-window"
                          value={candidate.id}
                          checked={deal?.id === candidate.id}
                          onChange={() => setChoice(chooseDeal(choice, candidate.id))}
                          className="h-5 w-5 shrink-0 accent-fairway-700"
                        />
                        <span className="min-w-0 break-words">{windowLabels[index]}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
              <div className="rounded-2xl bg-fairway-50/60 p-4" aria-live="polite">
                {deal ? <DealFacts deal={deal} /> : <p className="text-sm text-slate-600">{t('mystery.pickHint')}</p>}
              </div>
            </div>
            <div className="flex flex-col gap-4">
              {deal ? (
                <DealImage deal={deal} />
              ) : (
                <div
                  className="flex h-48 items-center justify-center rounded-2xl bg-linear-to-br from-fairway-800 to-fairway-950 text-7xl font-black text-white/80 sm:h-56"
                  aria-hidden="true"
                >
                  ?
                </div>
              )}
              <Button
                size="lg"
                variant="deal"
                disabled={!deal}
                onClick={() => deal && navigate(`/surprise/details/${deal.id}`)}
              >
                <Sparkles className="h-4 w-4" aria-hidden="true" />
                {t('mystery.book')}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </section>
  );
}
