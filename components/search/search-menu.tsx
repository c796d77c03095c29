import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { siteMapId } from '@/components/layout/site-footer';
import { PopoverMenu } from '@/components/layout/popover-menu';
import { SearchIcon } from '@/components/ui/icons';
import { loadSearchOnOpen, searchBundlePath, type SearchOptions } from './load-search';

const options: SearchOptions = { panelId: 'menu-search', bundlePath: searchBundlePath };

/**
 * The navbar's search: a menu button whose panel holds Pagefind's interface,
 * loaded on the first opening (load-search.ts). Pagefind searches the index
 * of the page's own language (its <html lang>). Without JavaScript, or until
 * the interface has arrived, the panel leads to the footer's site map; so
 * does the button itself in a browser without popovers.
 */
export async function SearchMenu({ locale, buttonClassName }: { locale: Locale; buttonClassName: string }) {
  const t = await getTranslations({ locale, namespace: 'search' });
  return (
    <>
      <PopoverMenu
        id={options.panelId}
        placement="search"
        label={t('open')}
        fallbackHref={`#${siteMapId}`}
        buttonClassName={buttonClassName}
        panelClassName="z-50 pt-1"
        button={<SearchIcon className="size-3" />}
      >
        <div className="search-panel rounded bg-white p-2 text-navy-900 shadow-[0_16px_40px_-12px_rgb(13_28_54/0.35)] ring-1 ring-navy-900/5">
          {/* Filled by load-search.ts. Empty inner HTML rather than no children: React, if it hydrates the page, leaves what is inside alone. */}
          <div data-search-box="" className="grid grid-cols-[minmax(0,1fr)] gap-1.5" dangerouslySetInnerHTML={{ __html: '' }} />
          <p data-search-fallback="" className="text-[0.9375rem] text-ink-soft">
            {t('unavailable')}{' '}
            <a href={`#${siteMapId}`} className="font-semibold text-garden-700 underline underline-offset-4">
              {t('siteMap')}
            </a>
          </p>
        </div>
      </PopoverMenu>
      <script id="search-loader" dangerouslySetInnerHTML={{ __html: `(${loadSearchOnOpen.toString()})(${JSON.stringify(options)})` }} />
    </>
  );
}
