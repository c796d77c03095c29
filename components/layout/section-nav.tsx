import { getTranslations } from 'next-intl/server';
import { childrenOf, getRoute, hrefFor, type RouteKey } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { getPageLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { SiteLink } from '@/components/ui/site-link';

type SectionNavProps = { routeKey: RouteKey };

async function sectionItems({ routeKey, locale }: SectionNavProps & { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tl = await getTranslations({ locale, namespace: 'layout' });
  const section = getRoute(getRoute(routeKey).section);
  const items = childrenOf(section.key, { menuOnly: true }).map((item) => ({
    key: item.key,
    label: routeText(t, item.key),
    // Choosing another page jumps straight to its content, past the hero.
    href: `${hrefFor(locale, item.key)}#page-content`,
    current: item.key === routeKey,
  }));
  return { t, tl, section, sectionLabel: routeText(t, section.key), items };
}

const itemClass =
  'block border-l-2 border-transparent py-1 pl-2 pr-1 text-ink-soft hover:border-gold-300 hover:text-navy-900 aria-[current=page]:border-garden-600 aria-[current=page]:font-semibold aria-[current=page]:text-garden-700';

/** Side navigation of a section (hidden on mobile): breadcrumb and the section's pages. */
export async function SideNav(props: SectionNavProps) {
  const locale = await getPageLocale();
  const { t, tl, section, sectionLabel, items } = await sectionItems({ ...props, locale });
  return (
    // Navigation, not content: the search leaves it out.
    <aside className="hidden md:block" data-pagefind-ignore="all">
      <div className="sticky top-12">
        <nav aria-label={tl('breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-0.5 text-sm text-ink-muted">
            <li>
              <SiteLink href={hrefFor(locale, 'home')} className="rounded hover:text-navy-900 hover:underline">
                {t('home')}
              </SiteLink>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <SiteLink
                href={hrefFor(locale, section.key)}
                aria-current={section.key === props.routeKey ? 'page' : undefined}
                className="rounded font-semibold text-navy-900 hover:underline"
              >
                {sectionLabel}
              </SiteLink>
            </li>
          </ol>
        </nav>
        {items.length > 0 && (
          <nav aria-label={tl('sectionPages', { section: sectionLabel })} className="mt-2">
            <ul>
              {items.map((item) => (
                <li key={item.key}>
                  <SiteLink href={item.href} aria-current={item.current ? 'page' : undefined} className={itemClass}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </aside>
  );
}

/** The mobile sub-menu strip: the same pages in one scrollable row. */
export async function SubmenuStrip(props: SectionNavProps) {
  const locale = await getPageLocale();
  const { tl, sectionLabel, items } = await sectionItems({ ...props, locale });
  if (items.length === 0) return null;
  return (
    <nav
      aria-label={tl('sectionPages', { section: sectionLabel })}
      className="border-b border-navy-900/10 bg-white md:hidden"
      data-testid="submenu-strip"
      data-pagefind-ignore="all"
    >
      {/* Chromium scrolls a focused link into the strip only when none of it lies in the strip less its scroll
          padding: half the strip on the right brings a link the edge cuts in whole (WCAG 2.4.11), the look at rest unchanged.
          From sm (a desktop window zoomed to 200 % among them) the links wrap, so that nothing scrolls sideways (1.4.10). */}
      <ul className="flex snap-x scroll-pr-[50%] gap-1 overflow-x-auto px-2 py-1 [scrollbar-width:none] sm:flex-wrap">
        {items.map((item) => (
          <li key={item.key} className="shrink-0 snap-start">
            <SiteLink
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              className="block whitespace-nowrap rounded-full border border-navy-900/15 px-1.5 py-0.5 text-sm text-ink-soft aria-[current=page]:border-garden-700 aria-[current=page]:bg-garden-700 aria-[current=page]:text-white"
            >
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
