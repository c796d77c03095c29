import { getTranslations } from 'next-intl/server';
import { calendarFilePath, calendarSubscriptionUrl } from '@/lib/calendar-files';
import { getPageLocale } from '@/lib/locale';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-class';
import { CalendarIcon } from '@/components/ui/icons';

type FileLinkProps = { slug: string; variant?: ButtonVariant; className?: string };

/**
 * "Add to calendar": a link to one of the site's calendar files (lib/calendar-files.ts).
 * A plain link, not the framework's: a browser downloads the file, a phone
 * hands it to its calendar app. Its name adds the event (`what`), for
 * screen readers, where a page has several such links.
 */
export async function AddToCalendarLink({ slug, what, variant = 'secondary', className = '' }: FileLinkProps & { what: string }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'calendarFiles' });
  return (
    <a
      href={calendarFilePath(locale, slug)}
      type="text/calendar"
      aria-label={t('addToCalendarFor', { what })}
      className={`${buttonClass(variant)} ${className}`}
      data-calendar-file={slug}
    >
      <CalendarIcon className="size-2.5 shrink-0" />
      {t('addToCalendar')}
    </a>
  );
}

/**
 * The school calendar's two buttons: the file to add once, and the same file as a subscription (webcal:). Once the
 * year is over, only the subscription: its address stays, and it brings the next year's dates when they are published.
 */
export async function CalendarSubscription({ slug, subscriptionOnly = false }: { slug: string; subscriptionOnly?: boolean }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'calendarFiles' });
  return (
    <section aria-labelledby="calendar-files" className="flex flex-col gap-2 rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 id="calendar-files" className="font-semibold text-navy-900">{t('heading')}</h3>
        <p className="text-ink-soft">{t('lead')}</p>
      </div>
      <ul className="flex shrink-0 flex-wrap gap-1.5">
        {!subscriptionOnly && (
          <li>
            <a href={calendarFilePath(locale, slug)} type="text/calendar" className={buttonClass('primary')} data-calendar-file={slug}>
              <CalendarIcon className="size-2.5 shrink-0" />
              {t('addToMyCalendar')}
            </a>
          </li>
        )}
        <li>
          <a href={calendarSubscriptionUrl(locale, slug)} className={buttonClass(subscriptionOnly ? 'primary' : 'secondary')} data-calendar-subscription={slug}>
            {t('subscribe')}
          </a>
        </li>
      </ul>
    </section>
  );
}
