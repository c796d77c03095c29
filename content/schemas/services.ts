import * as z from 'zod';
import { clockTime, eachKeyOnce, internalId, picture, localized, localizedParagraphs, notEmpty, oneOf, quote, timeSpan, titledText, wholeNumber } from './fields';

/*
 * content/data/services.json: the facts of the services pages
 * (specification section 9, "Services"): the school's hours, the meals each
 * stage has at school, and the days of each sports school; and the texts
 * of the Services pages.
 */

export const mealKeys = ['breakfast', 'lunch', 'snack', 'afternoonSnack'] as const;

const notAWeekday = (issue: { input: unknown }) => `${quote(issue.input)} is not a day of the week: 1 is Monday, 7 is Sunday`;
const weekday = wholeNumber('a day of the week', 1).min(1, { error: notAWeekday }).max(7, { error: notAWeekday });

/** Consecutive days of the week, inclusive (1 is Monday, 7 is Sunday). Saturday to Sunday reads "weekends". */
const weekdayHint = 'Un número: 1 es lunes, 5 es viernes, 7 es domingo.';
const daySpan = z.object({ from: weekday.meta({ title: 'Desde el día', description: weekdayHint }), to: weekday.meta({ title: 'Hasta el día', description: weekdayHint }) }).superRefine(({ from, to }, context) => {
  if (from > to) context.addIssue({ code: 'custom', path: ['from'], message: `the days are reversed: from day ${from} to day ${to}; write the earlier day of the week in "from"` });
});
/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type Weekday = z.infer<typeof weekday>;
/** Consecutive days of the week, inclusive. */
export type DaySpan = z.infer<typeof daySpan>;

const extendedHours = z.object({
  /** Lessons. */
  schoolDay: timeSpan.meta({ title: 'Horario de clases' }),
  /** When the school is open, at no extra cost. */
  extendedDay: timeSpan.meta({ title: 'Horario ampliado', description: 'Cuándo está abierto el colegio, sin coste extra.' }),
  extendedDays: daySpan.meta({ title: 'Días del horario ampliado' }),
  /** When the support groups meet, before lessons. */
  supportGroupsAt: clockTime.meta({ title: 'Hora de los grupos de apoyo', description: 'Antes de las clases, con dos cifras y dos puntos: 08:15.' }),
  /** How many days of July the option for future Diploma Programme students lasts. */
  julyOptionDays: wholeNumber('a number of days', 15)
    .min(1)
    .max(31)
    .meta({ title: 'Días de la opción de julio', description: 'Cuántos días de julio dura la opción para los futuros alumnos del Diploma.' }),
});

const sportsSchool = z.object({
  key: internalId,
  title: localized.meta({ title: 'Nombre' }),
  text: localized.meta({ title: 'Texto' }),
  image: picture(),
  days: daySpan.meta({ title: 'Días' }),
});

const mealLabels = { breakfast: 'Desayuno', lunch: 'Comida', snack: 'Tentempié', afternoonSnack: 'Merienda' };

/** The pages of the Services section (their paths are in content/navigation.ts), each with a card on the index. */
export const serviceRouteKeys = ['extended', 'orientation', 'nursing', 'diningroom', 'routes', 'extracurricular', 'sportsSchools'] as const;
const serviceLabels = {
  extended: 'Horario ampliado',
  orientation: 'Orientación',
  nursing: 'Enfermería',
  diningroom: 'Comedor',
  routes: 'Rutas',
  extracurricular: 'Actividades extraescolares',
  sportsSchools: 'Escuelas deportivas',
};

/** A heading with a few paragraphs under it. */
const textBlock = z.object({ title: localized.meta({ title: 'Título' }), paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }) });

const serviceCard = z.object({
  route: oneOf(serviceRouteKeys).meta({ title: 'Página', optionLabels: serviceLabels }),
  image: picture(),
  summary: localized.meta({ title: 'Resumen' }),
  /** false: the card has no link target (the specification's extracurricular card). */
  linked: z
    .boolean({ error: (issue) => `must be true (the card links to its page) or false (it has no link); found ${quote(issue.input)}` })
    .meta({ title: 'Con enlace', description: 'Desmarcado, la tarjeta no lleva a su página (así la da la especificación para las extraescolares).' }),
});

/** A descriptive service page: what the service does for pupils and for families. */
const careService = z.object({
  image: picture(),
  intro: textBlock.meta({ title: 'Presentación' }),
  tasksTitle: localized.meta({ title: 'Título de las tareas' }),
  tasks: z.array(titledText.meta({ title: 'Tarea' })).min(1, { error: 'must list at least one task' }).meta({ title: 'Tareas' }),
  families: textBlock.meta({ title: 'Con las familias' }),
});

const label = (title: string) => localized.meta({ title });

export const servicesFile = z
  .object({
    extendedHours: extendedHours.meta({ title: 'Horarios' }),
    /** The meals each stage has at school; lunch is included in tuition. */
    mealsByStage: z
      .array(
        z.object({
          stage: localized.meta({ title: 'Etapa', description: 'Como la lee la familia: «Infantil».' }),
          meals: z
            .array(oneOf(mealKeys).meta({ title: 'Comida', optionLabels: mealLabels }))
            .min(1)
            .meta({ title: 'Comidas en el colegio' }),
        }),
      )
      .meta({ title: 'Comidas de cada etapa', description: 'La comida del mediodía está incluida en la cuota.' }),
    sportsSchools: z.array(sportsSchool).meta({ title: 'Escuelas deportivas' }),
    servicesIndex: z
      .object({
        intro: textBlock.meta({ title: 'Presentación' }),
        cards: z.array(serviceCard.meta({ title: 'Tarjeta' })).min(1, notEmpty).meta({ title: 'Tarjetas', description: 'Una por servicio, en el orden de la página.' }),
      })
      .superRefine(({ cards }, context) => eachKeyOnce(context, 'cards', cards.map(({ route }) => ({ key: route })), 'service', undefined, 'route'))
      .meta({ title: 'Portada de Servicios' }),
    extendedHoursPage: z
      .object({
        image: picture(),
        copy: z
          .object({
            intro: textBlock.meta({ title: 'Presentación' }),
            factsLabel: label('Título de los horarios'),
            schoolDayLabel: label('Rótulo del horario lectivo'),
            extendedDayLabel: label('Rótulo del horario ampliado'),
            noExtraCost: label('Texto «sin coste adicional»'),
            supportGroupsLabel: label('Rótulo de los grupos de apoyo'),
            supportGroupsNote: label('Nota de los grupos de apoyo'),
            julyLabel: label('Rótulo de la opción de julio'),
            julyNote: label('Nota de la opción de julio'),
          })
          .meta({ title: 'Textos' }),
      })
      .meta({ title: 'Página «Horario ampliado»', description: 'Las horas están arriba, en «Horarios».' }),
    orientation: careService.meta({ title: 'Página «Orientación»' }),
    nursing: careService.meta({ title: 'Página «Enfermería»' }),
    diningRoomPage: z
      .object({
        image: picture(),
        intro: textBlock.meta({ title: 'Presentación' }),
        mealLabels: z
          .object(Object.fromEntries(mealKeys.map((key) => [key, label(mealLabels[key])])) as Record<(typeof mealKeys)[number], typeof localized>)
          .meta({ title: 'Nombre de cada comida' }),
        table: z
          .object({ caption: label('Título de la tabla'), stageHeader: label('Cabecera «Etapa»'), mealsHeader: label('Cabecera «Comidas»') })
          .meta({ title: 'Tabla de comidas' }),
        feesNote: label('Nota de los honorarios'),
      })
      .meta({ title: 'Página «Comedor»', description: 'Las comidas de cada etapa están arriba, en «Comidas de cada etapa».' }),
    sportsSchoolsPage: z
      .object({
        intro: textBlock.meta({ title: 'Presentación' }),
        facilitiesTitle: label('Título de las instalaciones'),
        facilitiesLabel: label('Rótulo de las instalaciones'),
        athletesLabel: label('Rótulo de los deportistas'),
        moreThan: label('Texto «Más de»'),
        schoolsTitle: label('Título de las escuelas'),
        daysLabel: label('Rótulo «Días»'),
        booking: titledText.meta({ title: 'Reserva' }),
      })
      .meta({ title: 'Página «Escuelas deportivas»', description: 'Las escuelas y sus días están arriba, en «Escuelas deportivas».' }),
  })
  .meta({ title: 'Servicios', description: 'El horario del colegio, las comidas de cada etapa, los días de cada escuela deportiva y los textos de las páginas de servicios.' });

export type ServicesFile = z.infer<typeof servicesFile>;
export type MealKey = (typeof mealKeys)[number];
export type SportsSchool = ServicesFile['sportsSchools'][number];
