import { getTranslations } from 'next-intl/server';
import { childrenOf, getRoute, hrefFor, localizedPath, navbarSections, type RouteKey } from '@/content/navigation';
import { siteMapId } from './site-footer';
import type { Locale } from '@/i18n/routing';
import { otherLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { ChevronDownIcon, CloseIcon, EnvelopeIcon, GlobeIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { SearchMenu } from '@/components/search/search-menu';
import { LogoMark } from './logo';
import { PopoverMenu } from './popover-menu';

// 36 px on phones, so that the bar's six controls fit a 320 px screen (WCAG 1.4.10); 48 px from sm.
const iconButton =
  'grid size-4.5 sm:size-6 place-items-center rounded-full transition-colors hover:bg-white/15 group-data-[solid=true]/header:hover:bg-navy-900/8';
const dropdownPanel = 'z-50 min-w-30 pt-1';
const dropdownList =
  'rounded bg-white p-1 text-navy-900 shadow-[0_16px_40px_-12px_rgb(13_28_54/0.35)] ring-1 ring-navy-900/5';

const sectionLinkClass = (padding: string) =>
  `block whitespace-nowrap rounded py-1 ${padding} text-[0.9375rem] font-medium data-[in-section=true]:underline data-[in-section=true]:decoration-gold-500 data-[in-section=true]:decoration-2 data-[in-section=true]:underline-offset-8`;

/**
 * The site's navigation bar (specification section 2). Its menus are native
 * popovers (PopoverMenu): they answer the first tap before any framework code
 * has arrived, and without JavaScript.
 */
export async function SiteHeader({ routeKey, locale }: { routeKey: RouteKey; locale: Locale }) {
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
      <SiteLink
        href={item.href}
        aria-current={item.current ? 'page' : undefined}
        className="block rounded px-2 py-1 text-[0.9375rem] hover:bg-cream-deep aria-[current=page]:font-semibold aria-[current=page]:text-garden-700"
      >
        {item.label}
      </SiteLink>
    </li>
  );

  const solid = route.navbarStyle === 'solid';
  return (
    // 'on-scroll' pages: the bar turns solid by a scroll-driven animation (globals.css), with or without
    // script; enhance-controls.ts keeps data-solid up to date too, for browsers without one.
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

          <nav aria-label={tl('mainNav')} className="ml-auto hidden md:block">
            <ul className="flex items-center gap-0.5 lg:gap-1">
              {menu.map((section) => (
                <li key={section.key}>
                  {section.items.length === 0 ? (
                    <SiteLink
                      href={section.href}
                      aria-current={section.key === routeKey ? 'page' : undefined}
                      data-in-section={section.inSection}
                      className={sectionLinkClass('px-1')}
                    >
                      {section.label}
                    </SiteLink>
                  ) : (
                    <PopoverMenu
                      id={`menu-${section.key}`}
                      openOnHover
                      placement="dropdown"
                      label={tl('openSubmenu', { section: section.label })}
                      className="group/dropdown relative flex items-center"
                      buttonClassName="grid size-4 place-items-center rounded-full transition-transform group-hover/dropdown:rotate-180 group-has-[:popover-open]/dropdown:rotate-180"
                      panelClassName={dropdownPanel}
                      button={<ChevronDownIcon className="size-2" />}
                      before={
                        <SiteLink
                          href={section.href}
                          aria-current={section.key === routeKey ? 'page' : undefined}
                          data-in-section={section.inSection}
                          className={sectionLinkClass('pl-1')}
                        >
                          {section.label}
                        </SiteLink>
                      }
                    >
                      <ul className={dropdownList}>{section.items.map(itemLink)}</ul>
                    </PopoverMenu>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center sm:gap-0.5 md:ml-1">
            <SearchMenu locale={locale} buttonClassName={iconButton} />
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
              <ul className={`${dropdownList} min-w-32`}>
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

            <PopoverMenu
              id="menu-site"
              placement="screen"
              label={tl('openMenu')}
              fallbackHref={`#${siteMapId}`}
              className="group/burger md:hidden"
              buttonClassName={iconButton}
              panelClassName="bg-navy-900 px-2 pb-4 pt-1 text-white"
              button={
                <>
                  <MenuIcon className="size-3 group-has-[:popover-open]/burger:hidden" />
                  <CloseIcon className="hidden size-3 group-has-[:popover-open]/burger:block" />
                </>
              }
            >
              <nav aria-label={tl('mobileMenu')}>
                <ul className="divide-y divide-white/10">
                  {menu.map((section, index) => (
                    <li key={section.key} className="py-1.5">
                      <SiteLink
                        href={section.href}
                        aria-current={section.key === routeKey ? 'page' : undefined}
                        // Focus moves into the menu when it opens: the browser focuses this link then.
                        autoFocus={index === 0}
                        className="block py-0.5 font-serif text-xl"
                      >
                        {section.label}
                      </SiteLink>
                      {section.items.length > 0 && (
                        <ul className="mt-0.5 grid grid-cols-1 gap-x-2 xs:grid-cols-2">
                          {section.items.map((item) => (
                            <li key={item.key}>
                              <SiteLink
                                href={item.href}
                                aria-current={item.current ? 'page' : undefined}
                                className="block py-0.5 text-white/85 aria-[current=page]:text-gold-300"
                              >
                                {item.label}
                              </SiteLink>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            </PopoverMenu>
          </div>
        </div>
      </div>
    </header>
  );
}
