import { getTranslations } from 'next-intl/server';
import { getRoute, hrefFor, legalRoutes, localizedPath, schoolSections, type RouteKey } from '@/content/navigation';
import { site, telHref } from '@/content/site';
import { getPageLocale, otherLocale } from '@/lib/locale';
import { buildDate } from '@/lib/build-date';
import { routeText } from '@/lib/seo';
import { SiteLink } from '@/components/ui/site-link';
import { LogoMark } from './logo';

/** The footer's list of sections: where the menus lead in a browser without popovers. */
export const siteMapId = 'site-map';

const heading = 'mb-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-gold-300';
const link = 'rounded hover:text-white hover:underline underline-offset-4';

/** Footer shared by every page (specification section 2, "Home"). */
export async function SiteFooter({ routeKey }: { routeKey: RouteKey }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tn = await getTranslations({ locale, namespace: 'nav' });
  const tl = await getTranslations({ locale, namespace: 'layout' });
  const other = otherLocale(locale);
  const tOther = await getTranslations({ locale: other, namespace: 'layout' });
  const { address } = site.contact;

  return (
    <footer className="bg-navy-900 text-white/80">
      <div className="mx-auto grid max-w-page gap-5 px-2 py-8 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr] lg:px-3">
        <div>
          <p className="flex items-center gap-1 text-white">
            <LogoMark reuse className="h-6 w-auto text-white" />
            <span className="font-serif text-3xl font-semibold">{site.name}</span>
          </p>
          <p className="mt-1 max-w-xs text-sm">{tl('siteTagline')}</p>
          <h2 className={`${heading} mt-3`}>{t('addressTitle')}</h2>
          <address className="text-sm not-italic leading-relaxed">
            {address.street && <>{address.street}<br /></>}
            {address.postalCode} {address.locality} ({address.area})
            <br />
            {address.region}
          </address>
        </div>

        <div>
          <h2 className={heading}>{t('contactTitle')}</h2>
          <ul className="space-y-0.5 text-sm">
            {site.contact.phones.map((phone) => (
              <li key={phone}>
                <span className="sr-only">{t('phone')}: </span>
                <a className={link} href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            <li>
              <span className="sr-only">{t('email')}: </span>
              <a className={link} href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
            </li>
            <li>
              <SiteLink className={link} href={hrefFor(locale, 'contact')}>{t('workWithUs')}</SiteLink>
            </li>
          </ul>
          <h2 className={`${heading} mt-3`}>{t('socialTitle')}</h2>
          <ul className="flex flex-wrap gap-x-1.5 gap-y-0.5 text-sm">
            {site.social.map((network) => (
              <li key={network.name}>
                {network.url ? (
                  <a className={link} href={network.url} target="_blank" rel="noopener noreferrer">
                    {network.name}
                    <span className="sr-only"> {tl('opensInNewTab')}</span>
                  </a>
                ) : (
                  network.name
                )}
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t('sectionsTitle')} id={siteMapId}>
          <h2 className={heading}>{t('sectionsTitle')}</h2>
          <ul className="space-y-0.5 text-sm">
            {schoolSections.map((section) => (
              <li key={section.key}>
                <SiteLink className={link} href={hrefFor(locale, section.key)}>{routeText(tn, section.key)}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>{t('legalTitle')}</h2>
          <ul className="space-y-0.5 text-sm">
            {legalRoutes.map((route) => (
              <li key={route.key}>
                <SiteLink
                  className={link}
                  href={hrefFor(locale, route.key)}
                  aria-current={route.key === routeKey ? 'page' : undefined}
                >
                  {routeText(tn, route.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-3`}>{tl('language')}</h2>
          <a
            className={link}
            href={localizedPath(other, getRoute(routeKey).path)}
            lang={other}
            hrefLang={other}
          >
            {tOther('languageName')}
          </a>
        </div>
      </div>
      <p className="border-t border-white/10 px-2 py-2 text-center text-xs text-white/75">
        © {buildDate().year} {site.name}. {t('rights')}
      </p>
    </footer>
  );
}
