import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/schemas/fields';
import { columns, contentSizes, coverScale } from '@/lib/picture-sizes';
import { sizeOf } from '@/lib/pictures';
import { Picture } from '@/components/ui/picture';

type NewsCardProps = {
  id?: string;
  image: ImageAsset;
  title: string;
  date: ReactNode;
  summary: string;
  /** Buttons and share links at the foot of the card. */
  actions: ReactNode;
  /** Keeps the top of a tall picture (a magazine cover) in the crop. */
  imageTop?: boolean;
};

/** A news item (specification section 3): image, title, date, summary. */
export function NewsCard({ id, image, title, date, summary, actions, imageTop = false }: NewsCardProps) {
  return (
    <article id={id} className="flex h-full flex-col overflow-hidden rounded bg-white shadow-sm ring-1 ring-navy-900/5">
      <Picture
        image={image}
        sizes={contentSizes({ sm: columns(2) }, { scale: coverScale(sizeOf(image), 3 / 2) })}
        className={`aspect-[3/2] w-full object-cover ${imageTop ? 'object-top' : ''}`}
      />
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <p className="text-sm font-semibold uppercase tracking-[0.12em] text-gold-700">{date}</p>
        <h3 className="text-xl font-semibold">{title}</h3>
        <p className="leading-relaxed text-ink-soft">{summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-1.5 pt-1.5">{actions}</div>
      </div>
    </article>
  );
}
