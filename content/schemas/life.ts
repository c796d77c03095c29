import * as z from 'zod';
import { endsAfterStart, factsHint, picture, listWithUniqueIds, localized, localizedParagraphs, notEmpty, oneOf, paragraphsWithFacts, internalId, timeSpanFields } from './fields';

/*
 * content/data/life.json: the school life section (specification section 2,
 * "School life pages"): the index's cards, and the activities, family
 * meetings, alumni and multimedia pages. The calendar, news and partners
 * have their own data files.
 */

/** The school life pages the index links to, in menu order (their paths are in content/navigation.ts). */
export const lifeCardRoutes = ['calendar', 'activities', 'news', 'family', 'multimedia', 'partners'] as const;
const lifeCardLabels = { calendar: 'Calendario', activities: 'Actividades', news: 'Noticias', family: 'Encuentros con familias', multimedia: 'Multimedia', partners: 'Partners' };


const lifeCard = z.object({
  route: oneOf(lifeCardRoutes).meta({ title: 'Página', optionLabels: lifeCardLabels }),
  text: localized.meta({ title: 'Texto' }),
});

const outing = z.object({
  id: internalId,
  image: picture(),
  title: localized.meta({ title: 'Título' }),
  text: localized.meta({ title: 'Texto' }),
});

const alumniWay = z.object({
  id: internalId,
  title: localized.meta({ title: 'Título' }),
  text: localized.meta({ title: 'Texto' }),
});

/** A fact of the family meetings: its label and its value. */
const labelledFact = z.object({ label: localized.meta({ title: 'Etiqueta' }), value: localized.meta({ title: 'Valor' }) });

export const lifeFile = z
  .object({
    lifeIndex: z
      .object({
        title: localized.meta({ title: 'Título' }),
        intro: localized.meta({ title: 'Entradilla' }),
        /** Linked cards, in menu order. */
        cards: z.array(lifeCard.meta({ title: 'Tarjeta' })).min(1, notEmpty).meta({ title: 'Tarjetas', description: 'Cada una lleva a su página, en el orden del menú.' }),
        /** The alumni card: shown without a link (specification section 2). */
        alumni: localized.meta({ title: 'Texto de la tarjeta de antiguos alumnos', description: 'Esta tarjeta no lleva enlace.' }),
      })
      .superRefine(({ cards }, context) => {
        cards.forEach(({ route }, index) => {
          if (cards.findIndex((card) => card.route === route) !== index)
            context.addIssue({ code: 'custom', path: ['cards', index, 'route'], message: `the page "${route}" has two cards: give each page one card` });
        });
      })
      .meta({ title: 'Portada de «Vida escolar»' }),
    activitiesPage: z
      .object({
        title: localized.meta({ title: 'Título' }),
        intro: localized.meta({ title: 'Entradilla' }),
        sliderLabel: localized.meta({ title: 'Nombre del carrusel', description: 'Lo leen los lectores de pantalla.' }),
        outings: listWithUniqueIds(outing.meta({ title: 'Actividad' })).min(1, notEmpty).meta({ title: 'Actividades fuera del aula' }),
      })
      .meta({ title: 'Página «Actividades»' }),
    familyMeetings: z
      .object({
        picture: picture('photo', 'Foto'),
        title: localized.meta({ title: 'Título' }),
        paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }),
        factsTitle: localized.meta({ title: 'Título de los datos' }),
        when: labelledFact.meta({ title: 'Cuándo' }),
        time: z.object({ label: localized.meta({ title: 'Etiqueta' }), ...timeSpanFields }).superRefine(endsAfterStart).meta({ title: 'Horario' }),
        audience: labelledFact.meta({ title: 'Para quién' }),
        closing: localized.meta({ title: 'Cierre' }),
      })
      .meta({ title: 'Página «Encuentros con familias»' }),
    alumniPage: z
      .object({
        title: localized.meta({ title: 'Título' }),
        paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }),
        waysTitle: localized.meta({ title: 'Título de las formas de seguir en contacto' }),
        ways: listWithUniqueIds(alumniWay.meta({ title: 'Forma de seguir en contacto' })).min(1, notEmpty).meta({ title: 'Formas de seguir en contacto' }),
        closing: localized.meta({ title: 'Cierre' }),
      })
      .meta({ title: 'Página «Antiguos alumnos»' }),
    multimediaPage: z
      .object({
        title: localized.meta({ title: 'Título' }),
        paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }),
        image: picture(),
      })
      .meta({ title: 'Página «Multimedia»' }),
  })
  .meta({ title: 'Vida escolar', description: 'La portada de Vida escolar y las páginas de actividades, encuentros con familias, antiguos alumnos y multimedia.' });

export type LifeFile = z.infer<typeof lifeFile>;
export type LifeIndexContent = LifeFile['lifeIndex'];
export type ActivitiesContent = LifeFile['activitiesPage'];
export type FamilyMeetingsContent = LifeFile['familyMeetings'];
export type AlumniContent = LifeFile['alumniPage'];
export type MultimediaContent = LifeFile['multimediaPage'];
