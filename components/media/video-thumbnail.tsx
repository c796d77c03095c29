import { getTranslations } from 'next-intl/server';
import { images } from '@/content/images';
import { videoEmbedUrl, videoWatchUrl, type Video } from '@/content/videos';
import type { Locale } from '@/i18n/routing';
import { ExternalLink } from '@/components/ui/external-link';
import { Picture } from '@/components/ui/picture';
import { Island } from '@/components/islands/island';
import { VideoPlayer } from './video-player';

type VideoThumbnailProps = {
  video: Video;
  locale: Locale;
  /** The thumbnail's drawn width at each layout (a `sizes` value). */
  sizes: string;
  priority?: boolean;
  className?: string;
};

/**
 * A video behind its self-hosted thumbnail (specification section 4): the
 * page talks to no video host until the visitor presses play, and says so.
 */
export async function VideoThumbnail({ video, locale, sizes, priority = false, className = '' }: VideoThumbnailProps) {
  const t = await getTranslations({ locale, namespace: 'media' });
  const title = video.title[locale];
  const provider = 'YouTube';
  return (
    <figure className={className}>
      <Island
        name="video"
        component={VideoPlayer}
        props={{ src: videoEmbedUrl(video), title, playLabel: t('play', { title }) }}
        slots={{
          thumbnail: (
            <Picture
              image={images[video.thumbnail]}
              locale={locale}
              sizes={sizes}
              priority={priority}
              decorative
              className="aspect-video w-full object-cover opacity-90"
            />
          ),
        }}
      />
      <figcaption className="mt-1 text-sm text-ink-muted">
        {t('providerNotice', { provider })}{' '}
        <ExternalLink href={videoWatchUrl(video)} locale={locale} className="font-medium text-garden-700 underline underline-offset-4">
          {t('watchOn', { provider })}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
