import { meetUsPictures, studentsPage } from '@/content/meetus';
import { hrefFor } from '@/content/navigation';
import { usePageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { TitledTiles } from '@/components/ui/titled-tiles';
import { MoreLink } from './more-link';

/** "Alumnos felices": what a happy pupil means to the school. */
export function StudentsPage() {
  const locale = usePageLocale();
  const copy = studentsPage;
  return (
    <div className="space-y-8">
      <section aria-labelledby="students-happy">
        <SectionHeading id="students-happy" title={copy.title[locale]} />
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <Paragraphs items={copy.paragraphs[locale]} />
          <Picture
            image={meetUsPictures.students}
            sizes={contentSizes({ lg: 384 })}
            className="aspect-[3/2] w-full rounded object-cover shadow-sm"
          />
        </div>
      </section>
      <section aria-labelledby="students-signs">
        <SectionHeading id="students-signs" title={copy.signsTitle[locale]} />
        <TitledTiles items={copy.signs} columns={4} />
      </section>
      <p>
        <MoreLink href={`${hrefFor(locale, 'education')}#page-content`}>{copy.next[locale]}</MoreLink>
      </p>
    </div>
  );
}
