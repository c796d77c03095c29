import * as z from 'zod';
import { fullDate } from './dates';
import { localized, pageIntro, picture, sampleMark, searchSummary } from './fields';
import { byLocale, englishLanguageNames, ownLanguageNames } from './locales';

/*
 * The news (specification sections 2 and 3). Each article is a file of its
 * own in content/data/news/, named after its Spanish title when the editor
 * creates it (its address: /es/life/news/<name>/); content/data/news-page.json
 * holds the news page's texts.
 */

/** Text written with the editor's formatting buttons (Markdown): paragraphs, links, subheadings and lists. */
const formattedText = (language: string) =>
  z
    .string({ error: `the ${language} text of the article is missing` })
    .trim()
    .min(1, { error: `the ${language} text of the article is empty` })
    .meta({ widget: 'markdown' });

export const newsArticle = z
  .object({
    /** true while the article is a sample: the school replaces these with its own news. */
    sample: sampleMark.meta({ title: 'Noticia de ejemplo', description: 'Marcado en las noticias de ejemplo. Desmárcalo en las noticias reales.' }),
    title: localized.meta({ title: 'Titular', description: 'La dirección de la noticia se hace con el titular en español al crearla.' }),
    date: fullDate.meta({ title: 'Fecha', description: 'El día de la noticia: la lista pone primero la más reciente.' }),
    summary: searchSummary.meta({
      title: 'Resumen',
      description: 'Dos o tres frases, de 140 a 160 caracteres en cada idioma: salen en la lista de noticias, al compartirla y en los buscadores.',
    }),
    image: picture('photo', 'Foto'),
    body: z
      .object(byLocale((locale) => formattedText(englishLanguageNames[locale]).meta({ title: ownLanguageNames[locale] })))
      .meta({ title: 'Texto', description: 'Párrafos, enlaces y subtítulos, con los botones del editor.' }),
  })
  .meta({ title: 'Noticia' });

export type NewsArticle = z.infer<typeof newsArticle>;

export const newsFile = z
  .object({
    newsPage: pageIntro.meta({ title: 'Textos de la página' }),
  })
  .meta({ title: 'Página de noticias', description: 'El título y la entradilla de la página de noticias. Cada noticia está en «Noticias».' });

export type NewsFile = z.infer<typeof newsFile>;
export type NewsPageContent = NewsFile['newsPage'];
