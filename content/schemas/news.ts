import * as z from 'zod';
import { monthDay } from './dates';
import { picture, listWithUniqueIds, localized, pageIntro, sampleMark, slug } from './fields';

/*
 * content/data/news.json: the news items of the news page and the home page
 * (specification section 3): picture, title, date, summary.
 */

const newsItem = z.object({
  /** true while the item is sample data: the school replaces these with its own news. */
  sample: sampleMark,
  /** Lowercase words joined by hyphens: it names the item on the page. */
  id: slug.meta({ title: 'Identificador', description: 'Nombre interno, en minúsculas y con guiones, distinto en cada noticia: jornada-deportiva.' }),
  image: picture(),
  title: localized.meta({ title: 'Titular' }),
  /** A day of the school year of content/data/calendar.json. */
  date: monthDay.meta({ title: 'Fecha', description: 'Un día del curso de «Calendario escolar».' }),
  summary: localized.meta({ title: 'Resumen', description: 'Dos o tres frases.' }),
});

export const newsFile = z
  .object({
    /** Newest first, in the order the page lists them. */
    newsItems: listWithUniqueIds(newsItem.meta({ title: 'Noticia' })).meta({ title: 'Noticias', description: 'La más reciente primero.' }),
    newsPage: pageIntro.meta({ title: 'Textos de la página' }),
  })
  .meta({ title: 'Noticias', description: 'Las noticias de la página de noticias y de la portada.' });

export type NewsFile = z.infer<typeof newsFile>;
export type NewsItem = NewsFile['newsItems'][number];
export type NewsPageContent = NewsFile['newsPage'];
