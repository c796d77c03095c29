import * as z from 'zod';
import { imageKey, localized, oneOf, quote, sampleMark } from './fields';

/*
 * content/data/videos.json: the videos shown behind a thumbnail
 * (specification sections 2 and 4); the player loads only after a click.
 */

const video = z.object({
  /** true while the id is a placeholder: the specification does not give the videos. */
  sample: sampleMark,
  provider: oneOf(['youtube']),
  /** The video's YouTube id: the 11 characters after "watch?v=" in its address. */
  id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, {
    error: (issue) => `must be a YouTube video id, the 11 letters, digits, "-" or "_" after "watch?v=" in the video's address, like "dQw4w9WgXcQ"; found ${quote(issue.input)}`,
  }),
  title: localized,
  /** The picture shown until the video is played. */
  thumbnail: imageKey,
});

/** Each video where the pages show it: the meet-us hero, and the camps (home page and camps page). */
export const videosFile = z.object({ videos: z.object({ meetUs: video, summerCamps: video }) });

export type VideosFile = z.infer<typeof videosFile>;
export type Video = VideosFile['videos']['meetUs'];
