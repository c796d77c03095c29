import type { ImageAsset } from '@/content/schemas/fields';
import type { TextBlock } from '@/content/services';
import { usePageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';

type ServiceIntroProps = { intro: TextBlock; image?: ImageAsset };

/** The opening of a service page: a heading across, then the text with the service's picture beside it. */
export function ServiceIntro({ intro, image }: ServiceIntroProps) {
  const locale = usePageLocale();
  return (
    <section>
      <h2 className="max-w-3xl text-headline font-semibold">{intro.title[locale]}</h2>
      <div className={`mt-3 grid items-start gap-4 ${image ? 'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-6' : ''}`}>
        <Paragraphs items={intro.paragraphs[locale]} />
        {image && (
          <Picture
            image={image}
            sizes={contentSizes({ lg: { share: 1 / 2.1, gaps: 48 } })}
            className="aspect-[3/2] w-full rounded object-cover shadow-sm"
          />
        )}
      </div>
    </section>
  );
}
