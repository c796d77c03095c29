import { getTranslations } from 'next-intl/server';
import { hrefFor, type RouteKey } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { BellIcon, CalendarIcon, ChatIcon, CloseIcon, GridIcon, PeopleIcon, PlateIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { siteMapId } from './site-footer';
import { PopoverMenu } from './popover-menu';

const items = [
  { label: 'reminders', route: 'news', Icon: BellIcon },
  { label: 'calendar', route: 'calendar', Icon: CalendarIcon },
  { label: 'parentsSchool', route: 'family', Icon: PeopleIcon },
  { label: 'menu', route: 'diningroom', Icon: PlateIcon },
] as const satisfies readonly { label: string; route: RouteKey; Icon: unknown }[];

const round = 'grid size-6 place-items-center rounded-full shadow-lg transition-colors';

/**
 * The floating widget menu and chat icon (specification section 1). Each
 * entry leads to the page that matches it, so nothing looks clickable and does nothing.
 */
export async function WidgetMenu({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'widget' });
  return (
    <div className="fixed bottom-2 right-2 z-30 flex flex-col items-end gap-1" data-testid="widget">
      <PopoverMenu
        id="menu-widget"
        placement="widget"
        label={t('toggle')}
        fallbackHref={`#${siteMapId}`}
        className="group/widget"
        buttonClassName={`${round} bg-garden-700 text-white hover:bg-garden-800`}
        panelClassName="rounded bg-white p-1 text-navy-900 shadow-xl ring-1 ring-navy-900/5"
        button={
          <>
            <GridIcon className="size-3 group-has-[:popover-open]/widget:hidden" />
            <CloseIcon className="hidden size-3 group-has-[:popover-open]/widget:block" />
          </>
        }
      >
        <ul>
          {items.map(({ label, route, Icon }) => (
            <li key={label}>
              <SiteLink href={hrefFor(locale, route)} className="flex items-center gap-1 rounded px-1.5 py-1 text-sm font-medium hover:bg-cream-deep">
                <Icon className="size-2.5 text-garden-700" />
                {t(label)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </PopoverMenu>
      <SiteLink href={hrefFor(locale, 'contact')} className={`${round} bg-navy-900 text-white hover:bg-navy-700`}>
        <ChatIcon className="size-3" />
        <span className="sr-only">{t('chat')}</span>
      </SiteLink>
    </div>
  );
}
