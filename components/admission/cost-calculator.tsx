'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { FeeRules, TransportChoice } from '@/lib/yearly-cost';
import type { BreakdownLabels } from './cost-breakdown';

export type CalculatorLabels = BreakdownLabels & {
  level: string;
  choose: string;
  transport: string;
  choices: Record<TransportChoice, string>;
  prompt: string;
  noScript: string;
};

type CostCalculatorProps = {
  rules: FeeRules;
  levels: readonly { id: string; label: string }[];
  labels: CalculatorLabels;
  locale: Locale;
};

type Breakdown = typeof import('./cost-breakdown');
type Choice = { level: string; transport: TransportChoice };

const field = 'block text-sm font-semibold uppercase tracking-[0.08em] text-ink-muted';

/**
 * The fees page's calculator: a level and a transport choice give the year's
 * total (announced politely) and its month-by-month breakdown. The working
 * part (cost-breakdown.tsx) loads on the first choice.
 */
export function CostCalculator({ rules, levels, labels, locale }: CostCalculatorProps) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [breakdown, setBreakdown] = useState<Breakdown | null>(null);

  function readChoice() {
    const data = new FormData(form.current!);
    const level = String(data.get('level') ?? '');
    setChoice(level ? { level, transport: (data.get('transport') ?? 'none') as TransportChoice } : null);
  }

  // A choice made before the scripts arrived, or kept by the browser on going back, counts as well.
  useEffect(readChoice, []);

  useEffect(() => {
    if (choice && !breakdown) void import('./cost-breakdown').then((module) => setBreakdown(() => module));
  }, [choice, breakdown]);

  const cost = choice && breakdown ? breakdown.yearlyCost(rules, choice.level, choice.transport) : null;
  const levelLabel = levels.find((level) => level.id === choice?.level)?.label ?? '';

  return (
    <form
      ref={form}
      onChange={readChoice}
      data-testid="cost-calculator"
      data-island="cost-calculator"
      data-hydrated={hydrated}
      className="rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3"
    >
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2 noscript:hidden">
        <div>
          <label htmlFor="cost-level" className={field}>
            {labels.level}
          </label>
          <select
            id="cost-level"
            name="level"
            defaultValue=""
            className="mt-0.5 min-h-6 rounded border border-navy-900/25 bg-white px-1 py-0.5 text-base text-ink"
          >
            <option value="">{labels.choose}</option>
            {levels.map((level) => (
              <option key={level.id} value={level.id}>
                {level.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className={field}>{labels.transport}</legend>
          <div className="mt-0.5 flex flex-wrap gap-x-2 gap-y-1">
            {(Object.keys(labels.choices) as TransportChoice[]).map((value) => (
              <label key={value} className="inline-flex min-h-6 items-center gap-0.5 text-base text-ink">
                <input type="radio" name="transport" value={value} defaultChecked={value === 'none'} className="size-2 accent-garden-700" />
                {labels.choices[value]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p role="status" aria-live="polite" aria-atomic="true" className="mt-2 text-lead font-semibold text-navy-900 noscript:hidden">
        {cost && breakdown ? breakdown.costSummary(cost, levelLabel, labels, locale) : labels.prompt}
      </p>
      {cost && breakdown && <breakdown.CostBreakdown cost={cost} labels={labels} locale={locale} />}
      <p className="hidden text-ink-soft noscript:block">{labels.noScript}</p>
    </form>
  );
}
