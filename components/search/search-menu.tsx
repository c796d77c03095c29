import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/lib/locale';
import { siteMapId } from '@/components/layout/site-footer';
import { PopoverMenu } from '@/components/layout/popover-menu';
import { SearchIcon } from '@/components/ui/icons';
import { searchPanelId } from '@/lib/search';

/**
 * The navbar's search: a menu button whose panel holds the search field from
 * the first paint (focused as the panel opens); Pagefind loads behind it on
 * the first press or focus (browser/search/load-search.ts, inline on every page) and lists
 * results below it, from the index of the page's own language. Without
 * JavaScript, or if Pagefind cannot load, the panel leads to the footer's
 * site map instead; so does the button itself in a browser without popovers.
 */
export async function SearchMenu({ buttonClassName }: { buttonClassName: string }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'search' });
  return (
    <PopoverMenu
      id={searchPanelId}
      placement="search"
      label={t('open')}
      fallbackHref={`#${siteMapId}`}
      buttonClassName={buttonClassName}
      panelClassName="group/search z-50 pt-1"
      button={<SearchIcon className="size-3" />}
    >
      <div className="search-panel rounded bg-white p-2 text-navy-900 shadow-[0_16px_40px_-12px_rgb(13_28_54/0.35)] ring-1 ring-navy-900/5">
        <form role="search" className="grid grid-cols-[minmax(0,1fr)] gap-1.5 noscript:hidden group-data-search-failed/search:hidden">
          <input
            type="search"
            name="q"
            data-search-field=""
            autoFocus
            aria-label={t('open')}
            placeholder={t('placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-6 w-full rounded border border-navy-900/25 bg-white px-1.5 text-base text-ink placeholder:text-ink-muted focus-visible:border-navy-900"
          />
          <div data-search-results=""/>
        </form>
        <p className="hidden text-[0.9375rem] text-ink-soft noscript:block group-data-search-failed/search:block">
          {t('unavailable')}{' '}
          <a href={`#${siteMapId}`} className="font-semibold text-garden-700 underline underline-offset-4">
            {t('siteMap')}
          </a>
        </p>
      </div>
    </PopoverMenu>
  );
}
