import * as z from 'zod';
import { monthDay } from './dates';
import { picture, listWithUniqueIds, localized, localizedParagraphs, month, notEmpty, oneOf, sampleMark, internalId, webAddress, wholeNumber, year } from './fields';

/*
 * content/data/media.json: Liceo in the media (specification section 2,
 * "Media pages"): the index with its latest items, The Liceo Times, Liceo
 * Emprende, Liceo TV and Liceo Radio. Every page has a slider.
 */

/** The media pages an item of the index can lead to (their paths are in content/navigation.ts). */
export const mediaRouteKeys = ['magazine', 'emprende', 'tv', 'radio'] as const;
const mediaRouteLabels = { magazine: 'The Liceo Times', emprende: 'Liceo Emprende', tv: 'Liceo TV', radio: 'Liceo Radio' };

const slide = z.object({
  image: picture(),
  caption: localized.meta({ title: 'Pie de foto' }),
});

/** A slider's pictures, each marked while it is sample data. */
const slides = z.array(slide.extend({ sample: sampleMark }).meta({ title: 'Foto' })).min(1, notEmpty);

const mediaItem = z.object({
  /** true while the item is sample data: the school replaces these with its own news. */
  sample: sampleMark,
  route: oneOf(mediaRouteKeys).meta({ title: 'Página', description: 'La página del medio a la que lleva.', optionLabels: mediaRouteLabels }),
  image: picture(),
  title: localized.meta({ title: 'Titular' }),
  /** A day of the school year of content/data/calendar.json. */
  date: monthDay.meta({ title: 'Fecha', description: 'Un día del curso de «Calendario escolar».' }),
  summary: localized.meta({ title: 'Resumen', description: 'Una o dos frases.' }),
});

const channelBlock = z.object({
  sample: sampleMark,
  id: internalId,
  title: localized.meta({ title: 'Título' }),
  text: localized.meta({ title: 'Texto' }),
});

/** Liceo Emprende, Liceo TV and Liceo Radio share one layout. */
const channel = z.object({
  title: localized.meta({ title: 'Título' }),
  paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }),
  sliderTitle: localized.meta({ title: 'Título de las fotos' }),
  slides: slides.meta({ title: 'Fotos' }),
  blocksTitle: localized.meta({ title: 'Título de los bloques' }),
  blocks: listWithUniqueIds(channelBlock.meta({ title: 'Bloque' })).min(1, notEmpty).meta({ title: 'Bloques' }),
});

export const mediaFile = z
  .object({
    mediaIndex: z
      .object({
        title: localized.meta({ title: 'Título' }),
        intro: localized.meta({ title: 'Entradilla' }),
        items: z.array(mediaItem.meta({ title: 'Noticia' })).min(1, notEmpty).meta({ title: 'Últimas noticias', description: 'La más reciente primero.' }),
        sliderTitle: localized.meta({ title: 'Título de las fotos' }),
        slides: slides.meta({ title: 'Fotos' }),
      })
      .meta({ title: 'Portada de «Liceo en los medios»' }),
    magazine: z
      .object({
        /** A proper name, the same in both languages. */
        name: z.string().trim().min(1, { error: 'must be the magazine’s name; it is empty' }).meta({ title: 'Nombre de la revista' }),
        issue: wholeNumber('an issue number', 1).min(1).max(999).meta({ title: 'Número' }),
        /** The issue's month: the specification gives December 2023. */
        published: z.object({ year: year.meta({ title: 'Año' }), month: month.meta({ title: 'Mes', description: 'De 1 (enero) a 12 (diciembre).' }) }).meta({ title: 'Publicado en' }),
        cover: picture('cover', 'Portada'),
        /** true while the PDF's address is sample data: the specification does not give it. */
        pdfSample: sampleMark,
        pdfUrl: webAddress.meta({ title: 'PDF del número', description: 'La dirección completa del PDF, https://…' }),
        issueLabel: localized.meta({ title: 'Palabra «Número»' }),
        paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }),
        sliderTitle: localized.meta({ title: 'Título de las fotos' }),
        slides: slides.meta({ title: 'Fotos' }),
      })
      .meta({ title: 'The Liceo Times' }),
    emprende: channel.meta({ title: 'Liceo Emprende' }),
    liceoTv: channel.meta({ title: 'Liceo TV' }),
    liceoRadio: channel.meta({ title: 'Liceo Radio' }),
  })
  .meta({ title: 'Liceo en los medios', description: 'La revista, Liceo Emprende, Liceo TV y Liceo Radio: textos, fotos y últimas noticias.' });

export type MediaFile = z.infer<typeof mediaFile>;
export type MediaSlide = MediaFile['mediaIndex']['slides'][number];
export type MediaIndexContent = MediaFile['mediaIndex'];
export type MagazineContent = MediaFile['magazine'];
export type ChannelContent = MediaFile['emprende'];
