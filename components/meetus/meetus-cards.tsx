import { getTranslations } from 'next-intl/server';
import { meetUsIndex, type MeetUsIndexCopy } from '@/content/meetus';
import { childrenOf, hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { Card } from '@/components/ui/card';
import { SectionHeading } from '@/components/ui/section-heading';

const cards: MeetUsIndexCopy['cards'] = meetUsIndex.cards;

/** Cards to the pages of the "Meet us" section, in menu order. */
export async function MeetUsCards() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'nav' });
  const pages = childrenOf('meetus', { menuOnly: true });
  return (
    <section aria-labelledby="meetus-pages">
      <SectionHeading id="meetus-pages" title={meetUsIndex.pages.title[locale]} lead={meetUsIndex.pages.lead[locale]} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => {
          const card = cards[page.key as keyof typeof cards];
          return (
            <li key={page.key}>
              <Card
                title={routeText(t, page.key)}
                image={card && card.image}
                href={`${hrefFor(locale, page.key)}#page-content`}
              >
                {card?.text[locale]}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
