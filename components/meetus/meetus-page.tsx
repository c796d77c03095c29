import { meetUsIndex } from '@/content/meetus';
import { usePageLocale } from '@/lib/locale';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { MeetUsCards } from './meetus-cards';
import { SchoolFactsBand } from './school-facts-band';

/** "Meet us": the school's ideals, its facts and its pages. */
export function MeetUsPage() {
  const locale = usePageLocale();
  const { ideals } = meetUsIndex;
  return (
    <div className="space-y-8">
      <section aria-labelledby="ideals">
        <SectionHeading id="ideals" title={ideals.title[locale]} />
        <Paragraphs items={ideals.paragraphs[locale]} className="[&>p:first-child]:text-lead [&>p:first-child]:text-ink" />
      </section>
      <SchoolFactsBand />
      <MeetUsCards />
    </div>
  );
}
