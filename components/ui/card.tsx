import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/schemas/fields';
import { columns, contentSizes, coverScale, type ContentWidths } from '@/lib/picture-sizes';
import { sizeOf } from '@/lib/pictures';
import { Picture } from './picture';
import { SiteLink } from './site-link';

type CardProps = {
  title: ReactNode;
  image?: ImageAsset;
  /** The whole card links here when given. */
  href?: string;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
  footer?: ReactNode;
  /** The picture's width: by default one card of a grid of two columns from sm, three from lg. */
  imageWidths?: ContentWidths;
};

const gridOfThree: ContentWidths = { sm: columns(2), lg: columns(3) };

/** A content card: picture, title, text. Only a card that links reacts to the pointer. */
export function Card({ title, image, href, headingLevel: Heading = 'h3', children, footer, imageWidths = gridOfThree }: CardProps) {
  const interactive = href ? 'group transition hover:-translate-y-0.5 hover:shadow-md' : '';
  return (
    <article className={`relative flex h-full flex-col overflow-hidden rounded bg-white shadow-sm ring-1 ring-navy-900/5 ${interactive}`}>
      {image && (
        <Picture
          image={image}
          decorative={!!href}
          sizes={contentSizes(imageWidths, { scale: coverScale(sizeOf(image), 3 / 2) })}
          className="aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <Heading className="font-serif text-xl font-semibold text-navy-900">
          {href ? (
            <SiteLink href={href} className="after:absolute after:inset-0 group-hover:text-garden-700">
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </Heading>
        {children && <div className="text-[0.9375rem] leading-relaxed text-ink-soft">{children}</div>}
        {footer && <div className="relative mt-auto pt-1">{footer}</div>}
      </div>
    </article>
  );
}
