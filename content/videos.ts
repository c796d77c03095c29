import type { ImageKey } from './images';
import type { Localized } from './types';

/**
 * Videos shown behind a thumbnail (specification sections 2 and 4). The
 * player loads only after a click. PLACEHOLDER ids: the specification does
 * not give the videos; the school sets its own 11-character YouTube ids here.
 */
export type Video = {
  readonly provider: 'youtube';
  readonly id: string;
  readonly title: Localized;
  readonly thumbnail: ImageKey;
};

export const videos = {
  meetUs: {
    provider: 'youtube',
    id: 'PLACEHOLD01',
    title: { es: 'Así es un día en el colegio', en: 'A day at the school' },
    thumbnail: 'heroMeetUs',
  },
  summerCamps: {
    provider: 'youtube',
    id: 'PLACEHOLD02',
    title: { es: 'Nuestros campamentos de verano', en: 'Our summer camps' },
    thumbnail: 'heroCamps',
  },
} as const satisfies Record<string, Video>;

export type VideoKey = keyof typeof videos;

/** The provider's page for the video, for visitors who prefer to watch it there. */
export const videoWatchUrl = (video: Video) => `https://www.youtube.com/watch?v=${video.id}`;

/** The privacy-enhanced embed page (no cookies until playback), playing at once: it is only loaded by the play press. */
export const videoEmbedUrl = (video: Video) => `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`;
