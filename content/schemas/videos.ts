import * as z from 'zod';
import { picture, localized, oneOf, quote, sampleMark } from './fields';

/*
 * content/data/videos.json: the videos shown behind a thumbnail
 * (specification sections 2 and 4); the player loads only after a click.
 */

const video = z.object({
  /** true while the id is a placeholder: the specification does not give the videos. */
  sample: sampleMark,
  provider: oneOf(['youtube']).meta({ title: 'Plataforma', optionLabels: { youtube: 'YouTube' } }),
  /** The video's YouTube id: the 11 characters after "watch?v=" in its address. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, {
      error: (issue) => `must be a YouTube video id, the 11 letters, digits, "-" or "_" after "watch?v=" in the video's address, like "dQw4w9WgXcQ"; found ${quote(issue.input)}`,
    })
    .meta({ title: 'Código del vídeo', description: 'Los 11 caracteres que van tras «watch?v=» en la dirección del vídeo: dQw4w9WgXcQ.' }),
  title: localized.meta({ title: 'Título' }),
  /** The picture shown until the video is played. */
  thumbnail: picture('photo', 'Foto de portada').meta({ description: 'La foto que se ve hasta que se pulsa el vídeo.' }),
});

/** Each video where the pages show it: the meet-us hero, and the camps (home page and camps page). */
export const videosFile = z
  .object({
    videos: z
      .object({
        meetUs: video.meta({ title: 'Vídeo de «Conócenos»' }),
        summerCamps: video.meta({ title: 'Vídeo de los campamentos', description: 'En la portada y en la página de campamentos.' }),
      })
      .meta({ title: 'Vídeos' }),
  })
  .meta({ title: 'Vídeos', description: 'Los vídeos de YouTube de la web; se cargan solo cuando se pulsan.' });

export type VideosFile = z.infer<typeof videosFile>;
export type Video = VideosFile['videos']['meetUs'];
