import { useFormatter } from 'next-intl';
import { familyCostCopy, feesCourse, yearGroupLevels, yearlyCostCopy } from '@/content/fees';
import { yearGroupRoutes } from '@/content/navigation';
import { formats, intlLocale } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { monthDate } from '@/lib/dates';
import { familyCostHooks as hooks, levelPlans, type FamilyCostData } from '@/lib/family-cost';
import { usePageLocale } from '@/lib/locale';
import { formatTemplate, upperFirst } from '@/lib/text';
import { transportChoices } from '@/lib/yearly-cost';
import { yearGroupOf } from '@/lib/year-groups';
import { AskAbout } from '@/components/contact/ask-about';
import { InlineScript } from '@/components/islands/inline-script';
import { SectionHeading } from '@/components/ui/section-heading';
import { chargeTitle, feeLevels, transportLabels, type FeeLevel } from './fee-levels';
import { MonthTable } from './month-table';

const field = 'block text-sm font-semibold uppercase tracking-[0.08em] text-ink-muted';
const control = 'mt-0.5 block min-h-6 w-full max-w-full rounded border border-navy-900/25 bg-white px-1 py-0.5 text-base text-ink';

/** The choices of a child's level: by year of birth (each with its fee table level), then by the fee table's levels. */
function LevelOptions({ levels }: { levels: readonly FeeLevel[] }) {
  const locale = usePageLocale();
  const label = new Map(levels.map((level) => [level.id, level.label]));
  return (
    <>
      <option value="">{yearlyCostCopy.calculator.choose[locale]}</option>
      <optgroup label={familyCostCopy.byBirthYear[locale]}>
        {yearGroupRoutes.flatMap(({ birthYear }) =>
          (yearGroupOf(feesCourse, yearGroupLevels, birthYear)?.paths ?? []).map(({ level }) => (
            <option key={`${birthYear}-${level.level}`} value={level.level}>
              {formatTemplate(familyCostCopy.bornIn[locale], { year: String(birthYear), name: label.get(level.level)! }, locale)}
            </option>
          )),
        )}
      </optgroup>
      <optgroup label={familyCostCopy.byLevel[locale]}>
        {levels.map((level) => (
          <option key={level.id} value={level.id}>
            {level.label}
          </option>
        ))}
      </optgroup>
    </>
  );
}

/** One child: its level and transport, and what the year costs for it. The first is in the page; the script clones the template for more. */
function Child({ number, levels }: { number: number; levels: readonly FeeLevel[] }) {
  const locale = usePageLocale();
  const label = formatTemplate(familyCostCopy.child[locale], { number }, locale);
  const transport = transportLabels(locale);
  return (
    <li {...{ [hooks.child]: '' }} className="rounded bg-white p-2 shadow-sm ring-1 ring-navy-900/5">
      <fieldset className="grid items-end gap-x-3 gap-y-1.5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <legend {...{ [hooks.label]: '' }} className="mb-1 font-serif text-lg font-semibold text-navy-900">
          {label}
        </legend>
        <label className="min-w-0">
          <span className={field}>{familyCostCopy.choose[locale]}</span>
          <select name="level" defaultValue="" className={control} {...{ [hooks.level]: '' }}>
            <LevelOptions levels={levels} />
          </select>
        </label>
        <label className="min-w-0">
          <span className={field}>{chargeTitle('transport', locale)}</span>
          <select name="transport" defaultValue="none" className={control} {...{ [hooks.transport]: '' }}>
            {transportChoices.map((choice) => (
              <option key={choice} value={choice}>
                {transport[choice]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          hidden
          aria-label={`${familyCostCopy.remove[locale]}: ${label}`}
          className="min-h-6 rounded px-1.5 font-medium text-garden-700 underline underline-offset-4 hover:text-garden-800"
          {...{ [hooks.remove]: '' }}
        >
          {familyCostCopy.remove[locale]}
        </button>
        <p className="font-semibold text-navy-900 md:col-span-3" {...{ [hooks.childTotal]: '' }} />
      </fieldset>
    </li>
  );
}

/** The page's data for its script: every level's plans, how euros are written, the words it fills in. */
function familyCostData(levels: readonly FeeLevel[], locale: Locale): FamilyCostData {
  return {
    locale: intlLocale[locale],
    euros: formats.number.euros,
    monthCount: levels[0]!.costs.none.schedule.length,
    plans: Object.fromEntries(levels.map((level) => [level.id, levelPlans(level.costs)])),
    withoutDigital: levels.filter((level) => level.costs.none.notListed.includes('digital')).map((level) => level.id),
    words: {
      child: familyCostCopy.child[locale],
      remove: familyCostCopy.remove[locale],
      childTotal: familyCostCopy.childTotal[locale],
      total: familyCostCopy.total[locale],
      prompt: familyCostCopy.prompt[locale],
      transportNotListed: yearlyCostCopy.returnIncluded[locale],
      withoutDigital: yearlyCostCopy.withoutDigital[locale],
    },
  };
}

/** A JSON block's text, safe inside <script>: no "</script" can end it early. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The fees page's family total: each child by year group or by year of
 * birth, with its transport, and what the family pays in the year and each
 * month. The children's rows and the sums are the page's script's
 * (browser/inline/family-cost.ts), a few lines of plain TypeScript that
 * enhance this markup: the first child is here, a <template> gives each
 * further one, and every word is here, translated. The script comes before
 * the controls and answers their events from the document, so it is there
 * for the first touch whenever it comes. Without JavaScript the section says
 * where each level's total is (the table and the calculator above).
 */
export function FamilyCost() {
  const locale = usePageLocale();
  const format = useFormatter();
  const levels = feeLevels(locale, format);
  const copy = familyCostCopy;
  const months = levels[0]!.costs.none.schedule.map(({ month }) => month);
  const zero = format.number(0, 'euros');
  return (
    <section aria-labelledby="family-cost-title" id="family-total" className="print:hidden">
      <SectionHeading id="family-cost-title" title={copy.title[locale]} lead={copy.lead[locale]} />
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-medium text-ink">{copy.noDiscount[locale]}</p>
        <AskAbout topic="fees" wording="siblings" />
      </div>
      <noscript>
        <p className="rounded bg-gold-100 p-2 text-ink">{copy.noScript[locale]}</p>
      </noscript>
      <script type="application/json" id={hooks.data} dangerouslySetInnerHTML={{ __html: jsonBlock(familyCostData(levels, locale)) }} />
      <InlineScript name="family-cost" />
      <div {...{ [hooks.root]: '' }} className="space-y-3 [@media(scripting:none)]:hidden">
        <ol className="space-y-2" {...{ [hooks.list]: '' }}>
          <Child number={1} levels={levels} />
        </ol>
        <template {...{ [hooks.template]: '' }}>
          <Child number={2} levels={levels} />
        </template>
        <button
          type="button"
          className="min-h-6 rounded border-2 border-garden-700 px-2 py-0.5 font-semibold text-garden-700 hover:bg-garden-50"
          {...{ [hooks.add]: '' }}
        >
          + {copy.add[locale]}
        </button>
        <div role="status" aria-live="polite" aria-atomic="true" className="text-lead font-semibold text-navy-900" {...{ [hooks.total]: '' }}>
          {copy.prompt[locale]}
        </div>
        <MonthTable
          id="family-cost-schedule"
          caption={copy.schedule[locale]}
          columns={[yearlyCostCopy.calculator.monthTotal[locale]]}
          rows={[
            ...months.map((month, index) => ({ key: `month-${month}`, label: upperFirst(format.dateTime(monthDate(month), 'month')), cells: [{ text: zero, hooks: { [hooks.month]: String(index) } }] })),
            { key: 'no-month', label: yearlyCostCopy.calculator.noMonth[locale], cells: [{ text: zero }], hidden: true, hooks: { [hooks.unscheduled]: '' } },
          ]}
          total={[{ text: zero, hooks: { [hooks.yearTotal]: '' } }]}
          className="max-w-xl"
        />
      </div>
    </section>
  );
}
