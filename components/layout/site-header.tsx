import { getTranslations } from 'next-intl/server';
import { childrenOf, getRoute, hrefFor, localizedPath, navbarSections, type RouteKey } from '@/content/navigation';
import { siteMapId } from './site-footer';
import { getPageLocale, otherLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { ChevronDownIcon, CloseIcon, EnvelopeIcon, GlobeIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { SearchMenu } from '@/components/search/search-menu';
import { LogoMark } from './logo';
import { MenuButton, MenuPanel, PopoverMenu } from './popover-menu';

// 36 px on phones, so that the bar's six controls fit a 320 px screen (WCAG 1.4.10); 48 px from sm.
const iconButton =
  'grid size-4.5 sm:size-6 place-items-center rounded-full transition-colors hover:bg-white/15 group-data-[solid=true]/header:hover:bg-navy-900/8';

/**
 * The site's navigation bar (specification section 2). Its menus are native
 * popovers (PopoverMenu): they respond to the first tap before any framework code
 * has arrived, and without JavaScript.
 */
export async function SiteHeader({ routeKey }: { routeKey: RouteKey }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tl = await getTranslations({ locale, namespace: 'layout' });
  const route = getRoute(routeKey);
  const other = otherLocale(locale);
  const tOther = await getTranslations({ locale: other, namespace: 'layout' });

  const menu = navbarSections.map((section) => ({
    ...section,
    label: routeText(t, section.key),
    href: hrefFor(locale, section.key),
    inSection: route.section === section.key,
    items: childrenOf(section.key, { menuOnly: true }).map((item) => ({
      key: item.key,
      label: routeText(t, item.key),
      href: hrefFor(locale, item.key),
      current: item.key === routeKey,
    })),
  }));

  const itemLink = (item: { key: string; label: string; href: string; current: boolean }) => (
    <li key={item.key}>
      <SiteLink href={item.href} aria-current={item.current ? 'page' : undefined}>
        {item.label}
      </SiteLink>
    </li>
  );

  const solid = route.navbarStyle === 'solid';
  return (
    // 'on-scroll' pages: the bar turns solid by a scroll-driven animation (globals.css), with or without
    // script; browser/controls/enhance-controls.ts keeps data-solid up to date too, for browsers without one.
    <header
      data-mode={route.navbarStyle}
      data-solid={solid}
      className={`group/header inset-x-0 top-0 z-40 transition-colors duration-300 ${
        route.navbarStyle === 'overlay' ? 'absolute' : 'fixed'
      } text-white data-[solid=true]:bg-cream data-[solid=true]:text-navy-900 data-[solid=true]:shadow-[0_1px_0_rgb(23_34_54/0.08),0_8px_24px_-12px_rgb(23_34_54/0.25)] has-[[data-placement=screen]:popover-open]:bg-navy-900 has-[[data-placement=screen]:popover-open]:text-white`}
    >
      <div className="bar-shade bg-gradient-to-b from-navy-900/70 to-transparent group-data-[solid=true]/header:bg-none">
        <div className="mx-auto flex h-10 max-w-page items-center gap-1 px-2 sm:gap-2 lg:px-3">
          <SiteLink href={hrefFor(locale, 'home')} className="flex items-center gap-1 rounded" aria-label={tl('homeLink')}>
            <LogoMark className="h-6 w-auto" />
            <span className="font-serif text-2xl font-semibold tracking-tight">{tl('siteName')}</span>
          </SiteLink>

          {/* One list for both: the bar's links and dropdowns from lg, the burger's panel below it. */}
          <MenuPanel id="menu-site" placement="screen" className="site-menu-panel">
            <nav aria-label={tl('mainNav')}>
              <ul className="site-menu-list">
                {menu.map((section) => {
                  const sectionLink = (
                    <SiteLink
                      href={section.href}
                      aria-current={section.key === routeKey ? 'page' : undefined}
                      data-in-section={section.inSection}
                      className="site-menu-section"
                    >
                      {section.label}
                    </SiteLink>
                  );
                  return (
                    <li key={section.key}>
                      {section.items.length === 0 ? (
                        sectionLink
                      ) : (
                        <PopoverMenu
                          id={`menu-${section.key}`}
                          openOnHover
                          placement="dropdown"
                          label={tl('openSubmenu', { section: section.label })}
                          className="site-menu-dropdown"
                          button={<ChevronDownIcon className="size-2" />}
                          before={sectionLink}
                        >
                          <ul>{section.items.map(itemLink)}</ul>
                        </PopoverMenu>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
          </MenuPanel>

          <div className="ml-auto flex items-center sm:gap-0.5 lg:ml-1">
            <SearchMenu buttonClassName={iconButton} />
            <PopoverMenu
              id="menu-language"
              placement="corner"
              label={tl('chooseLanguage')}
              fallbackHref={localizedPath(other, route.path)}
              // Without popovers the button is a link to the other language, named for it.
              fallbackLink={{
                label: tOther('languageName'),
                lang: other,
                content: (
                  <>
                    <GlobeIcon className="size-3" />
                    <span className="text-sm font-semibold uppercase">{other}</span>
                  </>
                ),
              }}
              className="relative"
              buttonClassName={`${iconButton} w-auto gap-0.5 px-0.5 sm:px-1 grid-flow-col`}
              panelClassName="z-50 pt-1"
              button={
                <>
                  <GlobeIcon className="size-3" />
                  <span className="text-sm font-semibold uppercase">{locale}</span>
                </>
              }
            >
              <ul className="min-w-32 rounded bg-white p-1 text-navy-900 shadow-[0_16px_40px_-12px_rgb(13_28_54/0.35)] ring-1 ring-navy-900/5">
                <li>
                  <a href={localizedPath(locale, route.path)} lang={locale} aria-current="true" className="flex justify-between gap-2 rounded px-2 py-1 font-semibold text-garden-700 hover:bg-cream-deep">
                    <span>{locale.toUpperCase()}</span> <span className="text-ink-muted">{tl('languageName')}</span>
                  </a>
                </li>
                <li>
                  <a href={localizedPath(other, route.path)} lang={other} hrefLang={other} className="flex justify-between gap-2 rounded px-2 py-1 hover:bg-cream-deep">
                    <span>{other.toUpperCase()}</span> <span className="text-ink-muted">{tOther('languageName')}</span>
                  </a>
                </li>
              </ul>
            </PopoverMenu>

            <SiteLink href={hrefFor(locale, 'contact')} className={iconButton} aria-label={t('contact')}>
              <EnvelopeIcon className="size-3" />
            </SiteLink>
            {/* The specification shows the user icon with no action: decorative, not a control (left out under 360 px). */}
            <span className="grid size-4.5 place-items-center opacity-80 max-[359px]:hidden sm:size-6" aria-hidden="true" data-testid="user-icon">
              <UserIcon className="size-3" />
            </span>

            <div className="lg:hidden">
              <MenuButton
                id="menu-site"
                label={tl('openMenu')}
                fallbackHref={`#${siteMapId}`}
                buttonClassName={iconButton}
                button={
                  <>
                    <MenuIcon className="size-3 group-has-[[data-placement=screen]:popover-open]/header:hidden" />
                    <CloseIcon className="hidden size-3 group-has-[[data-placement=screen]:popover-open]/header:block" />
                  </>
                }
              />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
