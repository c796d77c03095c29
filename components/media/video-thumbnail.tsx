import { getTranslations } from 'next-intl/server';
import { videoEmbedUrl, videoWatchUrl, type Video } from '@/content/videos';
import { getPageLocale } from '@/lib/locale';
import { ExternalLink } from '@/components/ui/external-link';
import { Picture } from '@/components/ui/picture';
import { videoAttributes } from '@/lib/video-player';

type VideoThumbnailProps = {
  video: Video;
  /** The thumbnail's drawn width at each layout (a `sizes` value). */
  sizes: string;
  priority?: boolean;
  className?: string;
};

/**
 * A video behind its self-hosted thumbnail (specification section 4): the
 * page talks to no video host until the visitor presses play, and says so.
 * The press (browser/controls/play-video.ts, inline from the first paint) shows the region
 * in the <template> instead of the button: the host's embed page, in its
 * own frame and origin.
 */
export async function VideoThumbnail({ video, sizes, priority = false, className = '' }: VideoThumbnailProps) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'media' });
  const title = video.title[locale];
  const provider = 'YouTube';
  return (
    <figure className={className}>
      <button
        type="button"
        aria-label={t('play', { title })}
        className="group relative block w-full overflow-hidden rounded bg-navy-900"
        data-testid="video-play"
        {...{ [videoAttributes.play]: '' }}
      >
        <Picture image={video.thumbnail} sizes={sizes} priority={priority} decorative className="aspect-video w-full object-cover opacity-90" />
        <span className="absolute inset-0 grid place-items-center" aria-hidden="true">
          <span className="grid size-10 place-items-center rounded-full bg-white/90 text-navy-900 shadow-xl transition-transform group-hover:scale-105 group-focus-visible:scale-105">
            <svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
        </span>
      </button>
      <template {...{ [videoAttributes.player]: '' }}>
        <div tabIndex={-1} role="region" aria-label={title} className="aspect-video overflow-hidden rounded bg-black" data-testid="video-player">
          <iframe
            src={videoEmbedUrl(video)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            // The host refuses to play for a page that sends no referrer; the origin is enough.
            referrerPolicy="strict-origin"
            className="size-full"
          />
        </div>
      </template>
      <figcaption className="mt-1 text-sm text-ink-muted">
        {t('providerNotice', { provider })}{' '}
        <ExternalLink href={videoWatchUrl(video)} className="font-medium text-garden-700 underline underline-offset-4">
          {t('watchOn', { provider })}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
