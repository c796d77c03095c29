import * as z from 'zod';
import { localized, oneOf, quote, wholeNumber } from './fields';
import { stageKeyNames, stageOptionLabels } from './stages';

/*
 * The age of each level of content/data/fees.json, and the name Spanish
 * schooling gives each school year in it: what the pages per year of birth
 * (/admission/year-group/2018) read. An age is the one a pupil turns in the
 * calendar year the course starts: in Spain the year group follows the year
 * of birth, so a child who turns 6 in 2024 is in 1.º de Primaria in 2024/2025.
 */

const ageHint = 'Los años que cumple el alumno en el año natural en que empieza el curso: 6 en 1.º de Primaria, 16 en 1.º de Bachillerato.';

const notAnAge = (issue: { input: unknown }) => `${quote(issue.input)} is not an age a pupil turns: pupils are 0 to 19 years old`;
const pupilAge = wholeNumber('an age in years', 6).min(0, { error: notAnAge }).max(19, { error: notAnAge });

/** One school year of a level: "Primaria 1 a 5" is five of them, 1.º to 5.º de Educación Primaria. */
const levelYear = z.object({
  age: pupilAge.meta({ title: 'Edad', description: ageHint }),
  name: localized.meta({ title: 'Nombre en el sistema español', description: 'Como lo nombra la enseñanza española: «1.º de Educación Primaria».' }),
});

/** The fields each level of `levelBilling` adds: its stage, its school years with their ages, and its path where it has alternatives. */
export const levelAgeFields = {
  /** The stage whose page the level belongs to; none for a level no stage page covers (the US grades). */
  stage: oneOf(stageKeyNames)
    .optional()
    .meta({ title: 'Etapa (opcional)', description: 'La etapa cuya página enlaza la página del año de nacimiento. Vacía si ninguna la cubre.', optionLabels: stageOptionLabels }),
  /** The school years of the level, youngest first, each with its age. */
  years: z
    .array(levelYear.meta({ title: 'Curso' }), {
      error: (issue) =>
        issue.input === undefined
          ? 'is missing: a level needs its school years, each with the age pupils turn in the calendar year the course starts (6 for 1.º de Primaria)'
          : undefined,
    })
    .min(1, { error: 'is empty: a level needs one school year at least, with the age pupils turn in the calendar year the course starts' })
    .meta({ title: 'Cursos y edades', description: 'Cada curso de esta fila de la tabla, del más pequeño al mayor, con su edad.' }),
  /** What the level is called beside another level of the same age: "Bachillerato", "Programa del Diploma del IB". */
  path: localized.optional().meta({
    title: 'Opción (solo si comparte edad con otro curso)',
    description: 'Cuando a una edad se puede elegir entre varios cursos (Bachillerato o Programa del Diploma, media jornada o jornada completa), el nombre de esta opción. Cada opción, un nombre distinto.',
  }),
  /** 'usual': the ages are the usual match of another country's grades, not the school's statement (the US grades). */
  ageBasis: oneOf(['rule', 'usual'])
    .optional()
    .meta({
      title: 'De dónde sale la edad (opcional)',
      optionLabels: { rule: 'La regla española del año de nacimiento', usual: 'La equivalencia habitual: el colegio no publica la edad' },
    }),
  /** The first cycle of Infantil (0-3): nurseries may also admit by months. A yes/no every level has: the editor saves an unticked box as false. */
  firstCycle: z
    .boolean({ error: (issue) => `must be true (a level of the first cycle of Infantil, 0 to 3) or false; found ${quote(issue.input)}` })
    .meta({ title: 'Primer ciclo de Infantil (0 a 3 años)', description: 'Marcado: la página del año de nacimiento avisa de que las escuelas infantiles pueden admitir por meses.' }),
};

type LevelAges = LevelYears & { readonly path?: { readonly es: string } };
export type LevelAgeProblem = { path: (string | number)[]; message: string };

const pathName = (level: LevelAges) => level.path?.es.trim() ?? '';

/**
 * What is wrong with the levels' ages, each at its field of `levelBilling`:
 * an age listed twice in a level, two levels of the same age that are not
 * alternatives (each with its own path name), a gap between consecutive ages.
 */
export function levelAgeProblems(levels: readonly LevelAges[]): LevelAgeProblem[] {
  const problems: LevelAgeProblem[] = [];
  const at = (index: number, year: number) => ['levelBilling', index, 'years', year, 'age'];
  const claims = new Map<number, { index: number; year: number }[]>();
  levels.forEach((level, index) =>
    level.years.forEach(({ age }, year) => {
      const before = level.years.findIndex((other) => other.age === age);
      if (before !== year) return problems.push({ path: at(index, year), message: `age ${age} is already the age of school year ${before + 1} of this level: give each school year its own age` });
      claims.set(age, [...(claims.get(age) ?? []), { index, year }]);
    }),
  );

  for (const [age, claimants] of claims) {
    claimants.slice(1).forEach(({ index, year }) => {
      const level = levels[index]!;
      for (const other of claimants.slice(0, claimants.findIndex((claim) => claim.index === index))) {
        const earlier = levels[other.index]!;
        const named = `"${earlier.level}" (levelBilling[${other.index}])`;
        if (!pathName(level) || !pathName(earlier))
          problems.push({
            path: at(index, year),
            message: `age ${age} is also the age of ${named}: two levels share an age only as alternatives; give each its own option name ("path"), like "Bachillerato" and "Programa del Diploma del IB"`,
          });
        else if (pathName(level) === pathName(earlier))
          problems.push({
            path: ['levelBilling', index, 'path', 'es'],
            message: `"${pathName(level)}" is also the option name of ${named}, of the same age ${age}: alternatives of one age need different names`,
          });
        else continue;
        break;
      }
    });
  }

  const ages = [...claims.keys()].sort((a, b) => a - b);
  ages.slice(1).forEach((age, position) => {
    const before = ages[position]!;
    if (age === before + 1) return;
    const { index, year } = claims.get(age)![0]!;
    const missing = before + 2 === age ? `age ${before + 1}` : `ages ${before + 1} to ${age - 1}`;
    problems.push({ path: at(index, year), message: `age ${age} follows age ${before}: no level has ${missing}; every age from the youngest to the oldest needs a level` });
  });
  return problems;
}

/** The course the fees are for, by the year it starts: 2024 for 2024/2025. */
export type FeeCourse = { readonly startYear: number };

/** A level of the fee data with its school years and their ages, youngest first. */
export type LevelYears = { readonly level: string; readonly years: readonly { readonly age: number }[] };

/** The age a child born in `birthYear` turns in the calendar year the course starts: the age its year group is for. */
export function ageInCourse(course: FeeCourse, birthYear: number): number {
  return course.startYear - birthYear;
}

/** Every year of birth the school takes in the course, the oldest pupils' first (2007 … 2023 for 2024/2025). */
export function birthYearsOf(course: FeeCourse, levels: readonly LevelYears[]): number[] {
  const ages = new Set(levels.flatMap((level) => level.years.map((year) => year.age)));
  return [...ages].map((age) => course.startYear - age).sort((a, b) => a - b);
}
