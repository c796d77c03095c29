import { youTubeId, type Video } from './schemas/videos';
import { readData } from './data';

/**
 * Videos shown behind a thumbnail (specification sections 2 and 4): the
 * facts are in content/data/videos.json, shaped by content/schemas/videos.ts.
 * The player loads only after a click. PLACEHOLDER addresses (marked "sample":
 * true): the specification does not give the videos; the school pastes its own
 * videos' YouTube addresses there.
 */

export type { Video } from './schemas/videos';

export const { videos } = readData('videos.json');

export type VideoKey = keyof typeof videos;

/** The video's YouTube id, from its address (the content check refuses an address without one). */
const videoId = (video: Video) => youTubeId(video.address)!;

/** The provider's page for the video, for visitors who prefer to watch it there. */
export const videoWatchUrl = (video: Video) => `https://www.youtube.com/watch?v=${videoId(video)}`;

/** The privacy-enhanced embed page (no cookies until playback), playing at once: it is only loaded by the play press. */
export const videoEmbedUrl = (video: Video) => `https://www.youtube-nocookie.com/embed/${videoId(video)}?autoplay=1`;
