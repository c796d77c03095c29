import * as z from 'zod';
import { calendarDateOf, fullDate, monthName, type CalendarDate } from './dates';
import { ageRange, countryCode, factsHint, picture, localized, localizedParagraphs, localizedWithSlots, oneOf, quote, sampleMark, searchTextLength, textWithFacts, textWithSlots, webAddress, wholeNumber } from './fields';

/*
 * The summer camps (specification sections 2, 3 and 9). Each camp in Spain
 * or abroad is a file of its own in content/data/camps/, named after its
 * Spanish name when the editor creates it (its page: /es/camps/<name>/);
 * content/data/camps-page.json holds the School & Sports day camp, the rules
 * every camp shares and the pages' texts. Each date is a full day, year
 * included, so that each file stands on its own: the office moves each camp
 * to the next summer when its dates are known, in any order.
 */

/** The camps' two lists, in the order the pages show them: Spain first, then abroad. */
export const campRegions = ['spain', 'abroad'] as const;

/** The months a summer camp can run in: June to September. */
export const summerMonths = { first: 6, last: 9 } as const;

/** The summer a day leads to: its own year's until the camps' last month, the next year's after it (an early-bird deadline in November is for next summer). */
export const summerOf = ({ year, month }: CalendarDate) => (month <= summerMonths.last ? year : year + 1);

/** The youngest and oldest ages a camp can take. */
const campAgeBounds = { youngest: 3, oldest: 19 } as const;

const summerDay = fullDate.superRefine((isoDay, context) => {
  const { month } = calendarDateOf(isoDay);
  if (month < summerMonths.first || month > summerMonths.last)
    context.addIssue({
      code: 'custom',
      message: `a camp runs in the summer, ${monthName(summerMonths.first)} to ${monthName(summerMonths.last)}; found a day in ${monthName(month)}`,
    });
});

const notACampAge = (issue: { input: unknown }) =>
  `${quote(issue.input)} is not an age a camp takes: camps are for ages ${campAgeBounds.youngest} to ${campAgeBounds.oldest}`;
const campAge = wholeNumber('an age in years', 8).min(campAgeBounds.youngest, { error: notACampAge }).max(campAgeBounds.oldest, { error: notACampAge });

const campAges = ageRange(campAge, `En años, de ${campAgeBounds.youngest} a ${campAgeBounds.oldest}.`);

const campDates = z
  .object({
    start: summerDay.meta({ title: 'Primer día', description: 'Un día entre junio y septiembre, con su año.' }),
    end: summerDay.meta({ title: 'Último día', description: 'Un día entre junio y septiembre del mismo verano, no antes del primer día.' }),
  })
  .superRefine(({ start, end }, context) => {
    if (end < start)
      context.addIssue({ code: 'custom', path: ['end'], message: `ends before it starts: from ${start} to ${end}; "end" must be the same day as "start" or later` });
    else if (start.slice(0, 4) !== end.slice(0, 4))
      context.addIssue({ code: 'custom', path: ['end'], message: `a camp runs within one summer: it starts in ${start.slice(0, 4)} and ends in ${end.slice(0, 4)}` });
  });

/** What a camp's search summary may name, filled in from its own entry: its first and last days, and its ages. */
export const campSummarySlots = { start: 'el primer día («30 de junio»)', end: 'el último día', from: 'la edad mínima', to: 'la edad máxima' } as const;
export type CampSummarySlot = keyof typeof campSummarySlots;

/** Where a camp's buttons lead; each one is optional (specification section 2). */
const campLinks = z.object({
  /** true while the addresses are sample data: the specification names the buttons, not their targets. */
  sample: sampleMark,
  /** The programme, as a PDF. */
  program: webAddress.optional().meta({ title: 'Programa (opcional)', description: 'La dirección del PDF del programa, https://…' }),
  register: webAddress.optional().meta({ title: 'Inscripción (opcional)', description: 'La dirección de la página de inscripción, https://…' }),
  video: webAddress.optional().meta({ title: 'Vídeo (opcional)', description: 'La dirección del vídeo, https://…' }),
});

const countWithin = (what: string, example: number, most: number) => wholeNumber(what, example).min(1).max(most);

/** A language course inside a camp abroad (specification section 9, notes). */
const languageCourse = z.object({
  language: localized.meta({ title: 'Idioma' }),
  hoursPerDay: countWithin('a number of hours', 4, 12).meta({ title: 'Horas al día' }),
  lessonsPerWeek: countWithin('a number of lessons', 20, 60).meta({ title: 'Clases a la semana' }),
  maxGroupSize: countWithin('a number of students', 15, 40).meta({ title: 'Alumnos por grupo (máximo)' }),
  /** What the course leads to: a diploma, an optional exam. */
  outcome: localized.meta({ title: 'Qué se obtiene', description: 'Un diploma, un examen opcional…' }),
});

/**
 * Where a camp is held, for search engines (schema.org PostalAddress): the
 * country as an ISO 3166 code, and the region or town the specification
 * names. The pages show `place`.
 */
const campAddress = z.object({
  country: countryCode,
  region: z.string().optional().meta({ title: 'Región (opcional)', description: 'Como Galicia o Pensilvania.' }),
  locality: z.string().optional().meta({ title: 'Localidad (opcional)' }),
});

/** A camp's place in the lists: 1 is the first. */
const listPosition = wholeNumber('a place in the lists', 1)
  .min(1, { error: (issue) => `${quote(issue.input)} is no place in the lists: 1 is the first camp, 2 the second…` })
  .max(99, { error: (issue) => `${quote(issue.input)} is too far down the lists: use 1 to 99` });

/** A camp in Spain or abroad, one file of content/data/camps/: its page is /camps/<file name>. */
export const camp = z
  .object({
    /** The camp's name, as the lists, its page's title and its calendar file show it. */
    name: localized.meta({ title: 'Nombre', description: 'Como lo ven las familias. La dirección de su página se hace con el nombre en español al crearlo.' }),
    region: oneOf(campRegions).meta({ title: 'Dónde', description: 'En qué lista sale: los de España van antes que los del extranjero.', optionLabels: { spain: 'En España', abroad: 'En el extranjero' } }),
    /** Its place in the lists: the camps of Spain come first, then those abroad, each by this number, then by name (the lists, the camp finder, the editor's list). */
    order: listPosition.meta({
      title: 'Orden',
      description: 'Su puesto en las listas: 1 sale primero; con el mismo número, por nombre. Los de España salen siempre antes que los del extranjero.',
    }),
    place: localized.meta({ title: 'Lugar', description: 'Como lo ven las familias: «Galicia», «Inglaterra».' }),
    /** Absent where the specification gives no venue (the Sport Village Camp is at its partner's). */
    address: campAddress.optional().meta({ title: 'Dirección para buscadores (opcional)', description: 'Solo si el campamento tiene un lugar propio.' }),
    ages: campAges.meta({ title: 'Edades' }),
    dates: campDates.meta({ title: 'Fechas', description: 'Del verano en que se celebra: cámbialas cuando el campamento tenga las del verano siguiente.' }),
    image: picture(),
    /** One or two sentences for the list cards. */
    summary: localized.meta({ title: 'Resumen', description: 'Una o dos frases para la tarjeta de la lista.' }),
    /** The page's description for search engines and link previews. */
    searchSummary: localizedWithSlots(Object.keys(campSummarySlots)).meta({
      title: 'Descripción para buscadores',
      description: `De ${searchTextLength.min} a ${searchTextLength.max} caracteres en cada idioma, ya rellena: el nombre, el lugar, las edades y las fechas. Escribe las fechas y las edades entre llaves, que la página rellena: ${Object.entries(
        campSummarySlots,
      )
        .map(([slot, what]) => `{${slot}} es ${what}`)
        .join(', ')}. La muestran los buscadores y las vistas previas de los enlaces.`,
    }),
    description: localizedParagraphs.meta({ title: 'Descripción', description: 'Los párrafos de la página del campamento.' }),
    /** Notes from the specification's camp table, as short statements. */
    notes: z
      .array(localized.meta({ title: 'Nota' }))
      .optional()
      .meta({ title: 'Notas (opcional)', description: 'Frases cortas: qué incluye, qué hay que saber.' }),
    programmes: z
      .array(z.object({ title: localized.meta({ title: 'Título' }), text: localized.meta({ title: 'Texto' }) }))
      .optional()
      .meta({ title: 'Programas (opcional)' }),
    course: languageCourse.optional().meta({ title: 'Curso de idioma (opcional)', description: 'Solo en los campamentos con clases de idioma.' }),
    links: campLinks.meta({ title: 'Botones', description: 'Adónde llevan los botones de la página; los que queden vacíos no se muestran.' }),
  })
  .meta({ title: 'Campamento' });

/** The School & Sports day camp at the school (specification sections 2 and 9). */
const dayCamp = z.object({
  image: picture(),
  /** The last day of the discount, year included: the summer it is for is the next one (summerOf). */
  earlyBird: z
    .object({
      discountPercent: wholeNumber('a percentage', 5).min(0).max(100).meta({ title: 'Descuento (%)', description: 'Solo la cifra: 5.' }),
      deadline: fullDate.meta({ title: 'Hasta el día', description: 'El último día con descuento, con su año: antes del verano de los campamentos.' }),
    })
    .meta({ title: 'Descuento por inscripción anticipada' }),
  /** true while `registrationUrl` is sample data: the school gives the day camp's login and registration page. */
  registrationUrlSample: sampleMark.meta({
    title: 'La dirección de inscripción es de ejemplo',
    description: 'Desmárcalo cuando pongas la dirección real de inscripción.',
  }),
  registrationUrl: webAddress.meta({ title: 'Página de inscripción', description: 'La dirección completa, https://…' }),
  summary: localized.meta({ title: 'Resumen' }),
  description: localizedParagraphs.meta({ title: 'Descripción' }),
  highlights: z.array(localized.meta({ title: 'Punto' })).meta({ title: 'Puntos destacados' }),
  /** The first highlight: the school's sports grounds, with their size from content/data/site.json. */
  facilities: textWithFacts.meta({ title: 'Punto de las instalaciones deportivas', description: `El primero de los puntos destacados. ${factsHint}` }),
});

const regionText = (title: string) =>
  z
    .object({
      heading: localized.meta({ title: 'Título de la lista', description: 'En la portada de Campamentos y en la página de la lista.' }),
      eyebrow: localized.meta({ title: 'Rótulo sobre el nombre', description: 'En la página de cada campamento.' }),
      lead: localized.meta({ title: 'Entradilla' }),
      backLink: localized.meta({ title: 'Enlace a la lista', description: 'Al pie de la página de cada campamento.' }),
    })
    .meta({ title });

/** Headings and sentences of the camp pages. */
const campsText = z.object({
  intro: localizedParagraphs.meta({ title: 'Entradilla de la portada', description: 'Los párrafos bajo el título de Campamentos.' }),
  /** The offer in two parts, so that the discount can stand out; the deadline follows. */
  earlyBird: z
    .object({
      discount: textWithSlots('El descuento', { discount: 'el porcentaje («5 %»)' }),
      condition: localized.meta({ title: 'La condición', description: 'Va tras el descuento y antes de la fecha límite: «por inscribirse antes del».' }),
    })
    .meta({ title: 'Frase de la inscripción anticipada' }),
  earlyBirdLabel: localized.meta({ title: 'Rótulo «Inscripción anticipada»' }),
  regions: z.object({ spain: regionText('Campamentos en España'), abroad: regionText('Campamentos en el extranjero') }).meta({ title: 'Las dos listas' }),
  dayCampHeading: localized.meta({ title: 'Título del campamento urbano' }),
  dayCampRegistration: localized.meta({ title: 'Nota de la inscripción del campamento urbano' }),
  factsLabel: localized.meta({ title: 'Nombre de los datos del campamento', description: 'Lo leen los lectores de pantalla.' }),
  aboutHeading: localized.meta({ title: 'Título «El campamento»' }),
  notesHeading: localized.meta({ title: 'Título «Lo esencial»' }),
  programmesHeading: localized.meta({ title: 'Título «Los programas»' }),
  courseHours: textWithSlots('Horas de clase', { hours: 'las horas al día', language: 'el idioma', lessons: 'las clases a la semana' }),
  courseGroups: textWithSlots('Tamaño de los grupos', { size: 'el número máximo de alumnos' }),
  rulesHeading: localized.meta({ title: 'Título de las normas' }),
  rulesIntro: localized.meta({ title: 'Entradilla de las normas' }),
});

/** Headings and sentences of the camp finder (the camps home and the pages per age). */
const campFinderText = z.object({
  heading: localized.meta({ title: 'Título' }),
  lead: localized.meta({ title: 'Entradilla' }),
  ageLabel: localized.meta({ title: 'Rótulo de las edades' }),
  /** Read after the number by screen readers: "9 años", "9 years old". */
  ageUnit: localized.meta({ title: 'Unidad de la edad', description: 'La leen los lectores de pantalla tras cada número: «años».' }),
  answer: textWithSlots('Respuesta', { age: 'la edad elegida' }),
  noCamp: textWithSlots('Respuesta sin campamentos', { age: 'la edad elegida' }),
  bornBetween: textWithSlots('Fechas de nacimiento de cada campamento', {
    age: 'la edad elegida',
    day: 'el primer día del campamento',
    from: 'la primera fecha de nacimiento',
    to: 'la última',
  }),
  dayCampNote: localized.meta({ title: 'Nota del campamento urbano', description: 'Por qué aparece con cualquier edad.' }),
  allCamps: localized.meta({ title: 'Enlace «Ver todos los campamentos»' }),
});

export const campsFile = z
  .object({
    dayCamp: dayCamp.meta({ title: 'Campamento urbano (School & Sports)' }),
    /** What no camper may bring, and what happens if one does (specification section 9). */
    campRules: z
      .object({
        forbidden: z
          .array(localized.meta({ title: 'Prohibido' }))
          .min(1)
          .meta({ title: 'Lo que no se puede llevar' }),
        consequence: localized.meta({ title: 'Qué pasa si alguien lo lleva' }),
      })
      .meta({ title: 'Normas de todos los campamentos' }),
    campsText: campsText.meta({ title: 'Textos de las páginas' }),
    campFinderText: campFinderText.meta({ title: 'Textos del buscador por edad' }),
  })
  .meta({
    title: 'Página «Campamentos»',
    description: 'El campamento urbano, las normas comunes y los textos de las páginas de campamentos (cada campamento está en «Campamentos»).',
  });

export type CampsFile = z.infer<typeof campsFile>;
/** A camp as its file holds it. */
export type CampEntry = z.infer<typeof camp>;
export type CampRegion = CampEntry['region'];
export type CampLinks = CampEntry['links'];
export type LanguageCourse = NonNullable<CampEntry['course']>;
export type CampProgramme = NonNullable<CampEntry['programmes']>[number];
export type CampAddress = NonNullable<CampEntry['address']>;
