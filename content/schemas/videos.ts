import * as z from 'zod';
import { picture, localized, oneOf, quote, sampleMark } from './fields';

/*
 * content/data/videos.json: the videos shown behind a thumbnail
 * (specification sections 2 and 4); the player loads only after a click.
 */

/** A YouTube video's id (11 letters, digits, "-" or "_") from its address: watch?v=…, youtu.be/…, shorts/… or embed/…; undefined for any other address. */
export function youTubeId(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined;
  const url = new URL(address);
  const host = url.hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? /^\/(?:shorts|embed|live)\/([^/]+)/.exec(url.pathname)?.[1])
        : undefined;
  return url.protocol === 'https:' && id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}

const video = z.object({
  /** true while the address is a placeholder: the specification does not give the videos. */
  sample: sampleMark,
  provider: oneOf(['youtube']).meta({ title: 'Plataforma', optionLabels: { youtube: 'YouTube' } }),
  /** The video's address on YouTube, as staff copy it; the pages take the video's id from it. */
  address: z
    .string()
    .refine((address) => youTubeId(address) !== undefined, {
      error: (issue) =>
        `must be the address of a YouTube video, as the browser or YouTube's "Share" button gives it, like "https://www.youtube.com/watch?v=dQw4w9WgXcQ" or "https://youtu.be/dQw4w9WgXcQ"; found ${quote(issue.input)}`,
    })
    .meta({ title: 'Dirección del vídeo', description: 'Cópiala de la barra del navegador o del botón «Compartir» de YouTube: https://www.youtube.com/watch?v=… o https://youtu.be/…' }),
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
