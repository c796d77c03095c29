import { getTranslations } from 'next-intl/server';
import { childrenOf, getRoute, hrefFor, localizedPath, navbarSections, type RouteKey } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { otherLocale } from '@/lib/locale';
import { ChevronDownIcon, CloseIcon, EnvelopeIcon, GlobeIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { Disclosure } from './disclosure';
import { LogoMark } from './logo';
import { NavbarFrame } from './navbar-frame';

const iconButton =
  'grid size-6 place-items-center rounded-full transition-colors hover:bg-white/15 group-data-[solid=true]/header:hover:bg-navy-900/8';
const dropdownPanel =
  'absolute left-1/2 top-full z-50 min-w-64 -translate-x-1/2 pt-1';
const dropdownList =
  'rounded bg-white p-1 text-navy-900 shadow-[0_16px_40px_-12px_rgb(13_28_54/0.35)] ring-1 ring-navy-900/5';

/** The site's navigation bar (specification section 2). */
export async function SiteHeader({ routeKey, locale }: { routeKey: RouteKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tl = await getTranslations({ locale, namespace: 'layout' });
  const route = getRoute(routeKey);
  const other = otherLocale(locale);
  const tOther = await getTranslations({ locale: other, namespace: 'layout' });

  const menu = navbarSections.map((section) => ({
    ...section,
    label: t(section.key),
    href: hrefFor(locale, section.key),
    inSection: route.section === section.key,
    items: childrenOf(section.key, { menuOnly: true }).map((item) => ({
      key: item.key,
      label: t(item.key),
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

  return (
    <NavbarFrame mode={route.navbarStyle}>
      <div className="bg-gradient-to-b from-navy-900/70 to-transparent group-data-[solid=true]/header:bg-none">
        <div className="mx-auto flex h-10 max-w-page items-center gap-2 px-2 lg:px-3">
          <SiteLink href={hrefFor(locale, 'home')} className="flex items-center gap-1 rounded" aria-label={tl('homeLink')}>
            <LogoMark className="h-6 w-auto text-navy-900 group-data-[solid=false]/header:text-white" />
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
                      className="block whitespace-nowrap rounded px-1 py-1 text-[0.9375rem] font-medium data-[in-section=true]:underline data-[in-section=true]:decoration-gold-500 data-[in-section=true]:decoration-2 data-[in-section=true]:underline-offset-8"
                    >
                      {section.label}
                    </SiteLink>
                  ) : (
                    <Disclosure
                      openOnHover
                      label={tl('openSubmenu', { section: section.label })}
                      className="relative flex items-center"
                      buttonClassName="grid size-4 place-items-center rounded-full aria-expanded:rotate-180 transition-transform"
                      panelClassName={dropdownPanel}
                      button={<ChevronDownIcon className="size-2" />}
                      before={
                        <SiteLink
                          href={section.href}
                          aria-current={section.key === routeKey ? 'page' : undefined}
                          data-in-section={section.inSection}
                          className="block whitespace-nowrap rounded py-1 pl-1 text-[0.9375rem] font-medium data-[in-section=true]:underline data-[in-section=true]:decoration-gold-500 data-[in-section=true]:decoration-2 data-[in-section=true]:underline-offset-8"
                        >
                          {section.label}
                        </SiteLink>
                      }
                    >
                      <ul className={dropdownList}>{section.items.map(itemLink)}</ul>
                    </Disclosure>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-0.5 md:ml-1">
            <Disclosure
              label={tl('chooseLanguage')}
              className="relative"
              buttonClassName={`${iconButton} w-auto gap-0.5 px-1 grid-flow-col`}
              panelClassName="absolute right-0 top-full z-50 pt-1"
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
            </Disclosure>

            <SiteLink href={hrefFor(locale, 'contact')} className={iconButton} aria-label={t('contact')}>
              <EnvelopeIcon className="size-3" />
            </SiteLink>
            {/* The specification shows the user icon with no action: decorative, not a control. */}
            <span className="grid size-6 place-items-center opacity-80" aria-hidden="true" data-testid="user-icon">
              <UserIcon className="size-3" />
            </span>

            <Disclosure
              focusPanelOnOpen
              label={tl('openMenu')}
              className="md:hidden"
              buttonClassName={`${iconButton} group/burger`}
              panelClassName="fixed inset-x-0 bottom-0 top-10 overflow-y-auto bg-navy-900 px-2 pb-4 pt-1 text-white"
              button={
                <>
                  <MenuIcon className="size-3 group-aria-expanded/burger:hidden" />
                  <CloseIcon className="hidden size-3 group-aria-expanded/burger:block" />
                </>
              }
            >
              <nav aria-label={tl('mobileMenu')} data-mobile-menu-panel>
                <ul className="divide-y divide-white/10">
                  {menu.map((section) => (
                    <li key={section.key} className="py-1.5">
                      <SiteLink
                        href={section.href}
                        aria-current={section.key === routeKey ? 'page' : undefined}
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
            </Disclosure>
          </div>
        </div>
      </div>
    </NavbarFrame>
  );
}
