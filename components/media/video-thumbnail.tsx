import { getTranslations } from 'next-intl/server';
import { images } from '@/content/images';
import { videoWatchUrl, type Video } from '@/content/videos';
import type { Locale } from '@/i18n/routing';
import { ExternalLink } from '@/components/ui/external-link';
import { Picture } from '@/components/ui/picture';

type VideoThumbnailProps = { video: Video; locale: Locale; priority?: boolean; className?: string };

/**
 * A self-hosted thumbnail for a video. No request reaches the video host
 * until the visitor asks for it.
 */
export async function VideoThumbnail({ video, locale, priority = false, className = '' }: VideoThumbnailProps) {
  const t = await getTranslations({ locale, namespace: 'media' });
  const title = video.title[locale];
  return (
    <figure className={className}>
      <div className="relative overflow-hidden rounded bg-navy-900">
        <Picture image={images[video.thumbnail]} locale={locale} priority={priority} decorative className="aspect-video w-full object-cover opacity-90" />
        <span className="absolute inset-0 grid place-items-center" aria-hidden="true">
          <span className="grid size-10 place-items-center rounded-full bg-white/90 text-navy-900 shadow-xl">
            <svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor"><path d="M8 5v14l11-7z" /></svg>
          </span>
        </span>
      </div>
      <figcaption className="mt-1 text-sm text-ink-muted">
        {title} ·{' '}
        <ExternalLink href={videoWatchUrl(video)} locale={locale} className="font-medium text-garden-700 underline underline-offset-4">
          {t('watchOn', { provider: 'YouTube' })}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
