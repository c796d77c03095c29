import * as z from 'zod';
import { eachKeyOnce, languageCode, localized, localizedWithSlots, oneOf, quote, sampleMark, webAddress, wholeNumber } from './fields';
import { stageKeyNames, stageOptionLabels } from './stages';

/*
 * content/data/ib.json: the International Baccalaureate programmes and the
 * school's IB documents (specification section 2, "IB School page").
 */

export const ibProgrammeKeys = ['pep', 'pai', 'pd'] as const;

const programme = z
  .object({
    key: oneOf(ibProgrammeKeys).meta({
      title: 'Programa',
      optionLabels: { pep: 'PEP (Escuela Primaria)', pai: 'PAI (Años Intermedios)', pd: 'PD (Diploma)' },
    }),
    /** PEP, PAI, PD in Spanish; PYP, MYP, DP in English. */
    acronym: localized.meta({ title: 'Siglas', description: 'PEP, PAI, PD en español; PYP, MYP, DP en inglés.' }),
    name: localized.meta({ title: 'Nombre' }),
    /** The school years the programme covers. */
    span: localized.meta({ title: 'Cursos', description: 'Los cursos que abarca el programa.' }),
    /** Length in school years, where the specification states it. */
    years: wholeNumber('a number of school years', 2).min(1).max(15).optional().meta({ title: 'Duración en cursos (opcional)' }),
    /** Language of instruction, saved as its code ("es", "en"), where the specification states it. */
    taughtIn: languageCode
      .optional()
      .meta({ title: 'Idioma de las clases (opcional)' }),
    /** The stage page that tells more about it. */
    stage: oneOf(stageKeyNames).meta({ title: 'Etapa', description: 'La página de etapa que cuenta más del programa.', optionLabels: stageOptionLabels }),
    description: localized.meta({ title: 'Descripción' }),
  })
  .meta({ title: 'Programa' });

const pdfAddress = webAddress.refine((href) => /^https:\/\/.+\.pdf$/i.test(href), {
  error: (issue) => `must be the https:// address of a PDF file, ending in ".pdf", like "https://example.org/policy.pdf"; found ${quote(issue.input)}`,
});

const ibDocument = z.object({
  /** true while the title and address are sample data: the specification names the PDFs, not their titles or addresses. */
  sample: sampleMark,
  title: localized.meta({ title: 'Título' }),
  href: pdfAddress.meta({ title: 'Dirección del PDF', description: 'La dirección completa del PDF: empieza por https:// y acaba en .pdf.' }),
});

/** Headings and short copy of the IB School page; the page fills in each text's {slots}. */
const ibCopy = z.object({
  title: localized.meta({ title: 'Título' }),
  lead: localized.meta({ title: 'Entradilla' }),
  span: localized.meta({ title: 'Rótulo de los cursos' }),
  duration: localized.meta({ title: 'Rótulo de la duración' }),
  language: localized.meta({ title: 'Rótulo del idioma' }),
  yearsUnit: localizedWithSlots(['count']).meta({ title: 'Duración en años', description: '{count} es el número de años; la página lo rellena.' }),
  taughtIn: localizedWithSlots(['language']).meta({ title: 'Idioma de las clases', description: '{language} es el idioma; la página lo rellena.' }),
  stageLink: localizedWithSlots(['stage']).meta({ title: 'Enlace a la etapa', description: '{stage} es el nombre de la etapa; la página lo rellena.' }),
  documents: z
    .object({
      title: localized.meta({ title: 'Título' }),
      lead: localized.meta({ title: 'Entradilla' }),
      pdf: localized.meta({ title: 'Rótulo «PDF»' }),
    })
    .meta({ title: 'Documentos' }),
});

export const ibFile = z
  .object({
    ibProgrammes: z.array(programme).meta({ title: 'Programas del IB' }),
    ibDocuments: z.array(ibDocument).meta({ title: 'Documentos del IB', description: 'Los PDF que enlaza la página del IB.' }),
    ibCopy: ibCopy.meta({ title: 'Textos de la página' }),
  })
  // Each programme once: the stage pages name the one they follow.
  .superRefine(({ ibProgrammes }, context) => eachKeyOnce(context, 'ibProgrammes', ibProgrammes, 'programme', { keys: ibProgrammeKeys, why: () => 'the stage pages need it' }))
  .meta({ title: 'Bachillerato Internacional (IB)', description: 'Los programas del IB, los documentos y los textos de la página del IB.' });

export type IbFile = z.infer<typeof ibFile>;
export type IbProgramme = IbFile['ibProgrammes'][number];
export type IbProgrammeKey = IbProgramme['key'];
export type IbDocument = IbFile['ibDocuments'][number];
export type IbCopy = IbFile['ibCopy'];
