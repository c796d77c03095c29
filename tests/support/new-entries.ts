/**
 * A camp and an open day as staff add them in the editor: one file each, named
 * from the Spanish name (the editor's slug), in the shape the schemas take.
 * The unit test tests/unit/entries-added.test.ts and the e2e test
 * e2e/camp-added-build.spec.ts add them to a copy of content/.
 *
 * They belong to the school year of the content they are added to (content/,
 * or the folder CONTENT_DIR names): the camp to the summer that ends it, the
 * open day to its autumn.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const { schoolYearStart } = JSON.parse(readFileSync(join(process.env.CONTENT_DIR ?? join(process.cwd(), 'content'), 'data/calendar.json'), 'utf8')) as { schoolYearStart: number };
const summer = schoolYearStart + 1;

/** A camp in Spain for ages no camp takes today (4 and 19): the camp finder gains two pages. Second in the list by its `order`, before La Espuela (also 2) by name. */
export const newCamp = {
  slug: 'campamento-de-vela',
  entry: {
    name: { es: 'Campamento de Vela', en: 'Sailing Camp' },
    region: 'spain',
    order: 2,
    place: { es: 'Cádiz', en: 'Cádiz' },
    address: { country: 'ES', region: 'Andalucía', locality: 'Cádiz' },
    ages: { from: 4, to: 19 },
    dates: { start: `${summer}-07-01`, end: `${summer}-07-12` },
    image: { src: '/images/camp-beachescolas.jpg', alt: { es: 'Velero en la bahía de Cádiz', en: 'A sailing boat in the bay of Cádiz' } },
    summary: { es: 'Vela y deportes de mar en Cádiz, todo en inglés.', en: 'Sailing and sea sports in Cádiz, all in English.' },
    searchSummary: {
      es: 'Campamento de Vela: vela y deportes de mar en la costa de Cádiz para chicos y chicas de 4 a 19 años, del 1 al 12 de julio, con todas las actividades en inglés.',
      en: 'Sailing Camp: sailing and sea sports on the coast of Cádiz for girls and boys aged 4 to 19, from 1 to 12 July, with every single activity run in English.',
    },
    description: {
      es: ['Doce días en el mar: vela, remo y natación, con el inglés como lengua de cada actividad.'],
      en: ['Twelve days at sea: sailing, rowing and swimming, with English as the language of every activity.'],
    },
    links: { sample: true, register: 'https://example.org/campamentos/vela/inscripcion' },
  },
} as const;

/** An autumn open day, with its photo: the soonest of the school year, so the page lists it first. */
export const newOpenDay = {
  slug: 'jornada-de-otono',
  entry: {
    year: schoolYearStart,
    month: 11,
    day: 18,
    name: { es: 'Jornada de otoño', en: 'Autumn open day' },
    text: { es: 'Una mañana para recorrer el colegio en otoño y conocer a los tutores.', en: 'A morning to walk round the school in autumn and meet the form tutors.' },
    image: { src: '/images/family-meeting.jpg', alt: { es: 'Familias conversando con una tutora', en: 'Families talking with a form tutor' } },
  },
} as const;

/** An entry's file as the editor writes it: two spaces, and a final newline. */
export const entryFile = (entry: object) => `${JSON.stringify(entry, null, 2)}\n`;
