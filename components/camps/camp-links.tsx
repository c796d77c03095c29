import { getTranslations } from 'next-intl/server';
import type { Camp } from '@/content/camps';
import { buildDate } from '@/lib/build-date';
import { campSlug } from '@/lib/calendar-files';
import { campIsPast } from '@/lib/dated-files';
import { getPageLocale } from '@/lib/locale';
import { AddToCalendarLink } from '@/components/calendar/calendar-file-links';
import { AskAbout } from '@/components/contact/ask-about';
import { buttonClass } from '@/components/ui/button-class';
import { ExternalLink } from '@/components/ui/external-link';

/**
 * The buttons of a camp page: each outside link the camp has, its dates for a calendar, then a question to the
 * school about it. A camp that has taken place is no longer offered for a calendar: a line says its next dates will
 * be announced.
 */
export async function CampLinks({ camp }: { camp: Camp }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const tp = await getTranslations({ locale, namespace: 'pastDates' });
  const past = campIsPast(camp, buildDate());
  const { links } = camp;
  const buttons = [
    links.register && { href: links.register, label: t('register'), variant: 'primary' as const },
    links.program && { href: links.program, label: `${t('see_program')} (PDF)`, variant: 'secondary' as const },
    links.video && { href: links.video, label: t('see_video'), variant: 'secondary' as const },
  ].filter((button) => !!button);
  return (
    <>
      {past && <p className="mb-1.5 font-medium text-ink">{tp('campPast')}</p>}
      <ul className="flex flex-wrap gap-1.5">
        {buttons.map((button) => (
          <li key={button.href}>
            <ExternalLink href={button.href} className={buttonClass(button.variant)}>
              {button.label}
            </ExternalLink>
          </li>
        ))}
        {!past && (
          <li>
            <AddToCalendarLink slug={campSlug(camp)} what={camp.name[locale]} />
          </li>
        )}
        <li>
          <AskAbout topic={camp.key} />
        </li>
      </ul>
    </>
  );
}
