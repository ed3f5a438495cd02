import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlayerRules } from '../../contract/players';
import { handicapText } from '../../contract/handicap';
import { cn } from '../lib/cn';

/** Who may play at a club, shown before booking: "Who may play: handicap index up to 36.0 · Swiss Golf card required". */
export function PlayerRulesLine({ rules, className }: { rules: PlayerRules; className?: string }) {
  const { t } = useTranslation();
  const parts = [
    rules.handicapLimit === null
      ? null
      : t('players.rules.handicapLimit', { limit: handicapText(rules.handicapLimit) }),
    rules.proof === 'none' ? null : t(`players.rules.${rules.proof}`),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className={cn('flex gap-2', className)} data-testid="player-rules">
      <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t('players.rules.line', { rules: parts.join(' · ') })}</span>
    </p>
  );
}
