import * as z from 'zod';
import { factsHint, picture, localized, notEmpty, paragraphsWithFacts, textWithFacts, titledText } from './fields';

/*
 * content/data/meetus.json: the "Meet us" section's texts (specification
 * sections 1 and 2): the index, the founder, happy students and values pages,
 * and the section's hero. Facts (year, m², counts) are never written here:
 * texts carry `{name}` slots that the pages fill from the school facts
 * (content/data/site.json), formatted.
 */

/** The pages of the section (their paths are in content/navigation.ts); each has a line in the hero. */
export const meetUsRouteKeys = ['meetus', 'founder', 'manifesto', 'students', 'education', 'facilities', 'seefacilities', 'virtualvisit', 'results', 'values'] as const;
const pageLabels: Record<(typeof meetUsRouteKeys)[number], string> = {
  meetus: 'Conócenos',
  founder: 'El fundador',
  manifesto: 'Manifiesto',
  students: 'Alumnos felices',
  education: 'Proyecto educativo',
  facilities: 'Instalaciones',
  seefacilities: 'Ver instalaciones',
  virtualvisit: 'Visita virtual',
  results: 'Resultados',
  values: 'Valores',
};



/** A headline fact: the words after the big figure; with `prefix`, a small word before it ("más de"); with `value`, words in place of the figure. */
const factLabel = textWithFacts.meta({ title: 'Texto tras la cifra', description: factsHint });
const factPrefix = localized.meta({ title: 'Antes de la cifra', description: 'Una palabra pequeña sobre la cifra: «más de».' });
const factValue = textWithFacts.meta({ title: 'En lugar de la cifra', description: factsHint });
const fact = (title: string) => z.object({ label: factLabel }).meta({ title });
const factWithPrefix = (title: string) => z.object({ prefix: factPrefix, label: factLabel }).meta({ title });
const factWithValue = (title: string) => z.object({ value: factValue, label: factLabel }).meta({ title });

const card = (page: string) =>
  z
    .object({ image: picture(), text: localized.meta({ title: 'Texto' }) })
    .optional()
    .meta({ title: `Tarjeta de «${page}» (opcional)` });

export const meetUsFile = z
  .object({
    pictures: z.object({ founder: picture('photo', 'Foto de «El fundador»'), students: picture('photo', 'Foto de «Alumnos»') }).meta({ title: 'Fotos de las páginas' }),
    /** One line under each page's title in the hero. */
    meetUsHeroLeads: z
      .object(Object.fromEntries(meetUsRouteKeys.map((key) => [key, textWithFacts.meta({ title: pageLabels[key], description: factsHint })])) as Record<(typeof meetUsRouteKeys)[number], typeof textWithFacts>)
      .meta({ title: 'Frase bajo el título de cada página' }),
    meetUsIndex: z
      .object({
        ideals: z
          .object({ title: localized.meta({ title: 'Título' }), paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }) })
          .meta({ title: 'Ideario' }),
        facts: z
          .object({
            title: localized.meta({ title: 'Título' }),
            founded: fact('Año de fundación'),
            years: factWithPrefix('Años educando'),
            gardens: fact('Jardines'),
            languages: fact('Idiomas'),
            startingAge: factWithValue('Edad desde la que acogemos'),
            athletes: factWithPrefix('Deportistas federados'),
            sports: fact('Instalaciones deportivas'),
            enrolment: factWithValue('Matrícula abierta'),
          })
          .meta({ title: 'El colegio en cifras', description: 'Las cifras salen de los datos del colegio; aquí sólo sus textos.' }),
        pages: z.object({ title: localized.meta({ title: 'Título' }), lead: localized.meta({ title: 'Entradilla' }) }).meta({ title: 'Tarjetas de las páginas' }),
        cards: z
          .object({
            founder: card(pageLabels.founder),
            manifesto: card(pageLabels.manifesto),
            students: card(pageLabels.students),
            education: card(pageLabels.education),
            facilities: card(pageLabels.facilities),
            results: card(pageLabels.results),
            values: card(pageLabels.values),
          })
          .meta({ title: 'Tarjetas', description: 'Foto y texto de la tarjeta de cada página; una página sin tarjeta sale sólo con su nombre.' }),
      })
      .meta({ title: 'Portada de «Conócenos»' }),
    founderPage: z
      .object({
        title: localized.meta({ title: 'Título' }),
        paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }),
        caption: textWithFacts.meta({ title: 'Pie de foto', description: factsHint }),
        aimsTitle: localized.meta({ title: 'Título de los propósitos' }),
        aims: z.array(titledText.meta({ title: 'Propósito' })).min(1, notEmpty).meta({ title: 'Propósitos' }),
        next: localized.meta({ title: 'Enlace a la página siguiente' }),
      })
      .meta({ title: 'Página «El fundador»' }),
    studentsPage: z
      .object({
        title: localized.meta({ title: 'Título' }),
        paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }),
        signsTitle: localized.meta({ title: 'Título de las señales' }),
        signs: z.array(titledText.meta({ title: 'Señal' })).min(1, notEmpty).meta({ title: 'Cómo se nota' }),
        next: localized.meta({ title: 'Enlace a la página siguiente' }),
      })
      .meta({ title: 'Página «Alumnos felices»' }),
    valuesPage: z
      .object({
        title: localized.meta({ title: 'Título' }),
        paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }),
        placesTitle: localized.meta({ title: 'Título de los lugares' }),
        places: z.array(titledText.meta({ title: 'Lugar' })).min(1, notEmpty).meta({ title: 'Dónde se aprenden' }),
        projectLink: localized.meta({ title: 'Enlace al proyecto educativo' }),
        foundation: titledText.meta({ title: 'La Fundación' }),
      })
      .meta({ title: 'Página «Valores»' }),
  })
  .meta({ title: 'Conócenos', description: 'Los textos de «Conócenos»: su portada, el fundador, alumnos felices, valores y la frase de cada página.' });

export type MeetUsFile = z.infer<typeof meetUsFile>;
export type MeetUsIndexCopy = MeetUsFile['meetUsIndex'];
export type FounderCopy = MeetUsFile['founderPage'];
export type StudentsCopy = MeetUsFile['studentsPage'];
export type ValuesCopy = MeetUsFile['valuesPage'];
