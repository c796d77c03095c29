import { getFormatter } from 'next-intl/server';
import { activities, extracurricularCopy, type ActivityGroup as Group } from '@/content/extracurricular';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { formatTemplate } from '@/lib/text';
import { CardSlider } from '@/components/media/card-slider';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';

/**
 * One group of activities: its picture and title, then its cards in a slider
 * (one card in view on phones, two from 640 px, three from 768 px).
 */
export async function ActivityGroup({ group }: { group: Group }) {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  const perDay = (minutes: number) => formatTemplate(extracurricularCopy.perDay[locale], { duration: format.number(minutes, 'minutes') }, locale);
  const items = activities.filter((activity) => activity.group === group.key);
  const cards = items.map((activity) => (
    // Room above and below for the card's hover lift and shadow inside the slider's clipping frame.
    <div key={activity.title.en} className="h-full pb-1 pt-0.5">
      <Card
        title={activity.title[locale]}
        href={hrefFor(locale, 'services')}
        footer={
          activity.minutesPerDay !== undefined && (
            <span className="inline-block rounded bg-gold-100 px-1 py-0.5 text-sm font-semibold text-navy-900">
              {perDay(activity.minutesPerDay)}
            </span>
          )
        }
      >
        <p>{activity.description[locale]}</p>
      </Card>
    </div>
  ));
  // Unnamed section: the slider inside carries the group's name, and two regions may not share one.
  return (
    <section data-group={group.key} className="space-y-3">
      <div className="grid items-center gap-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
        <Picture
          image={group.image}
          sizes={contentSizes({ sm: 192 })}
          className="aspect-[3/2] w-full rounded object-cover shadow-sm"
        />
        <div>
          <h2 className="text-title font-semibold">{group.title[locale]}</h2>
          <p className="mt-1 text-ink-soft">{group.lead[locale]}</p>
        </div>
      </div>
      <CardSlider label={group.title[locale]} cards={cards} />
    </section>
  );
}
