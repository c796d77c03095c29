import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/images';
import type { Locale } from '@/i18n/routing';
import { Picture } from '@/components/ui/picture';
import { SiteLink } from '@/components/ui/site-link';

type InfoCardProps = {
  title: ReactNode;
  locale: Locale;
  image?: ImageAsset;
  /** The whole card links here when given; without it nothing about the card invites a click. */
  href?: string;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
  footer?: ReactNode;
};

/** A card of the Services section: picture, title, text and an optional footer line. */
export function InfoCard({ title, locale, image, href, headingLevel: Heading = 'h3', children, footer }: InfoCardProps) {
  const interactive = href ? 'group transition hover:-translate-y-0.5 hover:shadow-md' : '';
  return (
    <article className={`relative flex h-full flex-col overflow-hidden rounded bg-white shadow-sm ring-1 ring-navy-900/5 ${interactive}`}>
      {image && (
        <Picture
          image={image}
          locale={locale}
          decorative={!!href}
          sizes="(min-width: 1200px) 300px, (min-width: 600px) 50vw, 100vw"
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
        {footer && <div className="mt-auto pt-1">{footer}</div>}
      </div>
    </article>
  );
}
