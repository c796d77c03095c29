import { getTranslations } from 'next-intl/server';
import { hrefFor, type RouteKey } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
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
export async function WidgetMenu() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'widget' });
  return (
    // On phones the buttons sit in an opaque strip of their own at the foot of the screen, over nothing of
    // the page (the body keeps room for it); from md they float in the corner, beside the content column.
    <div
      className="fixed inset-x-0 bottom-0 z-30 flex h-8 flex-row-reverse items-center gap-1 bg-cream-deep px-2 shadow-[0_-1px_0_rgb(23_34_54/0.1)] md:inset-x-auto md:bottom-2 md:right-2 md:h-auto md:flex-col md:items-end md:bg-transparent md:p-0 md:shadow-none print:hidden"
      data-testid="widget"
    >
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
