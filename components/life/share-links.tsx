import { getTranslations } from 'next-intl/server';
import { shareNetworks } from '@/content/news';
import { getPageLocale } from '@/lib/locale';
import { ExternalLink } from '@/components/ui/external-link';

type ShareLinksProps = { pageUrl: string; title: string };

/** Links that share a page on three networks (specification section 2). */
export async function ShareLinks({ pageUrl, title }: ShareLinksProps) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <div className="flex flex-wrap items-center gap-1 text-sm">
      <span className="text-ink-muted">{t('share_in')}</span>
      <ul className="flex flex-wrap gap-0.5">
        {shareNetworks.map((network) => (
          <li key={network.name}>
            <ExternalLink
              href={network.shareUrl(pageUrl)}
              className="min-h-3 rounded-full px-1 py-0.5 font-semibold text-garden-700 ring-1 ring-garden-700/30 hover:bg-garden-50"
            >
              <span className="sr-only">{t('share_in')} </span>
              {network.name}
              <span className="sr-only">: {title}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
