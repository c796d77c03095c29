import * as z from 'zod';
import { clockTime, imageKey, localized, oneOf, quote, slug, timeSpan, wholeNumber } from './fields';

/*
 * content/data/services.json: the facts of the services pages
 * (specification section 9, "Services"): the school's hours, the meals each
 * stage has at school, and the days of each sports school. The pages' words
 * stay in content/services.ts.
 */

export const mealKeys = ['breakfast', 'lunch', 'snack', 'afternoonSnack'] as const;

const notAWeekday = (issue: { input: unknown }) => `${quote(issue.input)} is not a day of the week: 1 is Monday, 7 is Sunday`;
const weekday = wholeNumber('a day of the week', 1).min(1, { error: notAWeekday }).max(7, { error: notAWeekday });

/** Consecutive days of the week, inclusive (1 is Monday, 7 is Sunday). Saturday to Sunday reads "weekends". */
const weekdayHint = 'Un número: 1 es lunes, 5 es viernes, 7 es domingo.';
const daySpan = z.object({ from: weekday.meta({ title: 'Desde el día', description: weekdayHint }), to: weekday.meta({ title: 'Hasta el día', description: weekdayHint }) }).superRefine(({ from, to }, context) => {
  if (from > to) context.addIssue({ code: 'custom', path: ['from'], message: `the days are reversed: from day ${from} to day ${to}; write the earlier day of the week in "from"` });
});

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
  key: slug.meta({ title: 'Identificador', description: 'Nombre interno, en minúsculas y con guiones: futbol. No lo cambies.' }),
  title: localized.meta({ title: 'Nombre' }),
  text: localized.meta({ title: 'Texto' }),
  image: imageKey,
  days: daySpan.meta({ title: 'Días' }),
});

const mealLabels = { breakfast: 'Desayuno', lunch: 'Comida', snack: 'Tentempié', afternoonSnack: 'Merienda' };

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
  })
  .meta({ title: 'Servicios', description: 'El horario del colegio, las comidas de cada etapa y los días de cada escuela deportiva.' });

export type ServicesFile = z.infer<typeof servicesFile>;
export type MealKey = (typeof mealKeys)[number];
export type SportsSchool = ServicesFile['sportsSchools'][number];
