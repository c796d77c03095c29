import { getFormatter, getTranslations } from 'next-intl/server';
import { feesCourse, yearGroupCopy, yearGroupLevels } from '@/content/fees';
import { hrefFor, type YearGroupKey } from '@/content/navigation';
import { monthDate, schoolYearName } from '@/lib/dates';
import { getPageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { yearGroupOf } from '@/lib/year-groups';
import { AskAbout } from '@/components/contact/ask-about';
import { SiteLink } from '@/components/ui/site-link';
import { feeLevels } from './fee-levels';
import { YearGroupChooser } from './year-group-chooser';
import { YearGroupCost } from './year-group-cost';

const term = 'text-xs font-semibold uppercase tracking-[0.08em] text-ink-muted';
const link = 'font-medium text-garden-700 underline underline-offset-4 hover:text-garden-800';

/**
 * The body of a year of birth's page (/admission/year-group/2018): the school
 * year and the child's age in it, then each level the child can join (more
 * than one where there are alternatives) with its names, stage and cost as
 * the fee table gives it, and the rule with its exceptions.
 */
export function yearGroupPage(routeKey: YearGroupKey, birthYear: number) {
  return async function YearGroupPage() {
    const locale = await getPageLocale();
    const nav = await getTranslations({ locale, namespace: 'nav' });
    const format = await getFormatter({ locale });
    const group = yearGroupOf(feesCourse, yearGroupLevels, birthYear);
    if (!group) throw new Error(`No level of content/data/fees.json is for children born in ${birthYear}, yet the route tree has its page`);
    const levels = new Map(feeLevels(locale, format).map((level) => [level.id, level]));
    const copy = yearGroupCopy;
    const course = schoolYearName(feesCourse.startYear);
    const several = group.paths.length > 1;
    return (
      <div className="space-y-6">
        <YearGroupChooser current={birthYear} />
        <div className="space-y-3">
          <dl className="grid gap-x-4 gap-y-1 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:grid-cols-[auto_1fr] sm:p-3">
            <dt className={term}>{copy.facts.course[locale]}</dt>
            <dd data-testid="year-group-course">
              {formatTemplate(copy.facts.courseValue[locale], { course, from: format.dateTime(monthDate(feesCourse.firstMonth), 'month'), to: format.dateTime(monthDate(feesCourse.lastMonth), 'month') }, locale)}
            </dd>
            <dt className={term}>{copy.facts.age[locale]}</dt>
            <dd data-testid="year-group-age">{formatTemplate(copy.facts.ageValue[locale], { age: group.age, year: feesCourse.startYear }, locale)}</dd>
          </dl>
          {group.paths.some(({ level }) => level.firstCycle) && <p className="max-w-3xl text-ink-soft">{copy.firstCycle[locale]}</p>}
          {several && <p className="max-w-3xl text-lead text-ink-soft">{copy.paths[locale]}</p>}
        </div>
        {group.paths.map(({ level, year }) => {
          const fees = levels.get(level.level)!;
          const id = `year-group-${level.level}`;
          return (
            <section key={level.level} aria-labelledby={id} className="space-y-2" data-testid="year-group-path" data-level={level.level}>
              <div>
                {/* The heading is the year as Spanish schooling names it; beside alternatives, the path it is. */}
                <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">{several && level.path ? level.path[locale] : copy.facts.schooling[locale]}</p>
                <h2 id={id} className="text-title font-semibold">
                  {year.name[locale]}
                </h2>
              </div>
              <dl className="grid gap-x-4 gap-y-0.5 sm:grid-cols-[auto_1fr]">
                <dt className={term}>{copy.facts.level[locale]}</dt>
                <dd data-testid="year-group-level">{fees.label}</dd>
                {level.stage && (
                  <>
                    <dt className={term}>{copy.facts.stage[locale]}</dt>
                    <dd>
                      <SiteLink href={`${hrefFor(locale, level.stage)}#page-content`} className={link} data-testid="year-group-stage">
                        {nav(level.stage)}
                      </SiteLink>
                    </dd>
                  </>
                )}
              </dl>
              {level.ageBasis === 'usual' && <p className="max-w-3xl text-sm text-ink-soft">{copy.usualAge[locale]}</p>}
              <YearGroupCost level={fees} id={`${id}-cost`} />
            </section>
          );
        })}
        <section aria-labelledby="year-group-rule" className="rounded bg-garden-50 p-2.5 ring-1 ring-garden-700/10 sm:p-3">
          <h2 id="year-group-rule" className="font-serif text-xl font-semibold text-navy-900">
            {copy.rule.title[locale]}
          </h2>
          <p className="mt-1 max-w-3xl">{copy.rule.text[locale]}</p>
          <p className="mt-1 max-w-3xl">{copy.rule.exceptions[locale]}</p>
          <p className="mt-2">
            <AskAbout topic={routeKey} />
          </p>
        </section>
      </div>
    );
  };
}
