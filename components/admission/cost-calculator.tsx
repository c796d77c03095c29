import { useFormatter } from 'next-intl';
import { usePageLocale } from '@/lib/locale';
import type { TransportChoice } from '@/lib/yearly-cost';
import { CostBreakdown, costSummary, transportAttribute, variants, type BreakdownLabels, type CostsByTransport } from './cost-breakdown';

export type CalculatorLabels = BreakdownLabels & {
  level: string;
  choose: string;
  transport: string;
  choices: Record<TransportChoice, string>;
  prompt: string;
};

type CostCalculatorProps = {
  levels: readonly { id: string; label: string; costs: CostsByTransport }[];
  labels: CalculatorLabels;
};

const field = 'block text-sm font-semibold uppercase tracking-[0.08em] text-ink-muted';

/** A level id as a CSS string: ids are lower-case words joined by hyphens (content/schemas/fees.ts); anything else would be a fault. */
function cssString(id: string): string {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) throw new Error(`fee level id "${id}" cannot be named in the calculator's CSS`);
  return `"${id}"`;
}

/**
 * The rules that show the chosen level's summary and table, one per level.
 * They name each level's id, which comes from the content, so they are made
 * here rather than written in app/globals.css (which holds the rules that do
 * not depend on the content: the transport choice, the prompt). React hoists
 * this <style> into the page's <head>.
 */
export function levelRules(levelIds: readonly string[]): string {
  return levelIds.map((id) => `.cost-calculator:has(option[value=${cssString(id)}]:checked) [data-level=${cssString(id)}]{display:block}`).join('\n');
}

/**
 * The fees page's calculator, with no script: a level and a transport choice
 * show the year's total and its month-by-month breakdown. The server renders
 * every level's summary and table (cost-breakdown.tsx); CSS alone shows the
 * one that matches the form's controls (`:has()`, here and in app/globals.css).
 *
 * Announcing the choice: no script can fill a live region, so the region
 * holds every summary and CSS shows one. Whatever is not shown is
 * `display: none`, out of the accessibility tree; when a choice shows another
 * summary, the browser reports it as new text in the polite live region,
 * which most screen readers announce (some only when the region's text
 * changes, none twice).
 */
export function CostCalculator({ levels, labels }: CostCalculatorProps) {
  const locale = usePageLocale();
  const format = useFormatter();
  return (
    <form data-testid="cost-calculator" className="cost-calculator rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3">
      <style href="cost-calculator-levels" precedence="default">
        {levelRules(levels.map((level) => level.id))}
      </style>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
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
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-2 text-lead font-semibold text-navy-900">
        <p data-prompt="">{labels.prompt}</p>
        {levels.map((level) => (
          <div key={level.id} data-level={level.id}>
            {variants(Object.fromEntries(Object.entries(level.costs).map(([transport, cost]) => [transport, costSummary(cost, level.label, labels, locale, format)]))).map(
              (summary) => (
                <p key={summary.transports.join(' ')} data-transport={transportAttribute(summary.transports)}>
                  {summary.text}
                </p>
              ),
            )}
          </div>
        ))}
      </div>
      {levels.map((level) => (
        <div key={level.id} data-level={level.id}>
          <CostBreakdown id={`cost-breakdown-${level.id}`} costs={level.costs} labels={labels} />
        </div>
      ))}
    </form>
  );
}
