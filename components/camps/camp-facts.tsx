import { getTranslations } from 'next-intl/server';
import type { SVGProps } from 'react';
import { campsText, type Camp } from '@/content/camps';
import { getPageLocale } from '@/lib/locale';
import { CalendarIcon, PeopleIcon } from '@/components/ui/icons';
import { CampDates } from './camp-dates';

function PinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/** The heading line of a camp: place, ages and dates. */
export async function CampFacts({ camp, className = '' }: { camp: Camp; className?: string }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'format' });
  const facts = [
    { key: 'place', Icon: PinIcon, value: camp.place[locale] },
    { key: 'ages', Icon: PeopleIcon, value: t('ages', camp.ages) },
    { key: 'dates', Icon: CalendarIcon, value: <CampDates start={camp.dates.start} end={camp.dates.end} /> },
  ];
  return (
    <ul aria-label={campsText.factsLabel[locale]} className={`flex flex-wrap gap-x-2.5 gap-y-1 text-[0.9375rem] font-medium text-ink ${className}`}>
      {facts.map(({ key, Icon, value }) => (
        <li key={key} className="inline-flex items-center gap-1">
          <Icon className="size-2.5 shrink-0 text-garden-700" />
          <span>{value}</span>
        </li>
      ))}
    </ul>
  );
}
