import { getTranslations } from 'next-intl/server';
import { lifeIndex } from '@/content/life';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { ArrowRightIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { SiteLink } from '@/components/ui/site-link';
import { lifeIcons } from './life-icons';

const cardBase = 'flex h-full flex-col gap-1.5 rounded p-3';

/** School life index: six linked cards and an alumni card without a link (specification section 2). */
export async function LifeIndexPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'nav' });
  const AlumniIcon = lifeIcons.alumns;
  return (
    <div className="space-y-4">
      <SectionHeading title={lifeIndex.title[locale]} lead={lifeIndex.intro[locale]} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {lifeIndex.cards.map((card) => {
          const Icon = lifeIcons[card.route];
          return (
            <li key={card.route}>
              <SiteLink
                href={`${hrefFor(locale, card.route)}#page-content`}
                className={`${cardBase} group bg-white shadow-sm ring-1 ring-navy-900/5 transition hover:-translate-y-0.5 hover:shadow-md`}
              >
                <span className="grid size-6 place-items-center rounded-full bg-garden-50 text-garden-700">
                  <Icon className="size-3" />
                </span>
                <h3 className="text-xl font-semibold group-hover:text-garden-700">{t(card.route)}</h3>
                <span className="text-[0.9375rem] leading-relaxed text-ink-soft">{card.text[locale]}</span>
                <ArrowRightIcon className="mt-auto size-2.5 text-garden-700 transition-transform group-hover:translate-x-0.5" />
              </SiteLink>
            </li>
          );
        })}
        <li>
          {/* No link: the specification gives the alumni card no target. */}
          <div className={`${cardBase} bg-cream-deep`}>
            <span className="grid size-6 place-items-center rounded-full bg-white text-gold-700">
              <AlumniIcon className="size-3" />
            </span>
            <h3 className="text-xl font-semibold">{t('alumns')}</h3>
            <span className="text-[0.9375rem] leading-relaxed text-ink-soft">{lifeIndex.alumni[locale]}</span>
          </div>
        </li>
      </ul>
    </div>
  );
}
