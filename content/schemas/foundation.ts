import * as z from 'zod';
import { factsHint, localized, notEmpty, paragraphsWithFacts, picture, quote, sampleMark, webAddress, wholeNumber } from './fields';

/*
 * content/data/foundation.json: the school's foundation (specification
 * sections 2 and 3): what it is, why it exists, the president's letter, its
 * foundational purposes and the organisations it supports. People appear by
 * their role only.
 */


const textBlock = z.object({
  heading: localized.meta({ title: 'Título' }),
  paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }),
});

/** The page shows a purpose's number with three digits: 1 → "001". */
const notAPurposeNumber = (issue: { input: unknown }) => `${quote(issue.input)} is not a purpose number: purposes are numbered from 1 to 999`;
const purposeNumber = wholeNumber('a purpose number', 1).min(1, { error: notAPurposeNumber }).max(999, { error: notAPurposeNumber });

const purpose = z.object({
  /** true while the purpose is sample data: the specification gives the shape (number, title and text), not the wording. */
  sample: sampleMark,
  number: purposeNumber.meta({ title: 'Número', description: 'La página lo muestra con tres cifras (1 → 001). Los fines van numerados 1, 2, 3… sin saltos.' }),
  title: localized.meta({ title: 'Título' }),
  text: localized.meta({ title: 'Texto' }),
});

const socialPartner = z.object({
  /** true while the organisation is sample data (invented): the specification gives four, with name, tagline and link. */
  sample: sampleMark,
  /** A proper name, the same in both languages. */
  name: z
    .string()
    .trim()
    .min(1, { error: 'must be the organisation’s name; it is empty' })
    .meta({ title: 'Nombre', description: 'Como lo escribe la entidad; igual en los dos idiomas.' }),
  tagline: localized.meta({ title: 'Lema', description: 'Una frase sobre lo que hace la entidad.' }),
  url: webAddress.meta({ title: 'Su web', description: 'La dirección completa, copiada del navegador: https://…' }),
});

export const foundationFile = z
  .object({
    heroPictures: z.array(picture('hero', 'Foto')).min(1, { error: 'needs one picture at least' }).meta({ title: 'Fotos de la cabecera', description: 'Pasan una tras otra en la portada de la Fundación.' }),
    foundationHome: z
      .object({
        heroCarouselLabel: localized.meta({ title: 'Nombre del carrusel de fotos', description: 'Lo leen los lectores de pantalla.' }),
        /** Under the hero title. */
        tagline: localized.meta({ title: 'Lema', description: 'Bajo el título de la portada de la Fundación.' }),
        about: textBlock.meta({ title: 'Quiénes somos' }),
        join: textBlock.meta({ title: 'Cómo participar' }),
      })
      .meta({ title: 'Portada de la Fundación' }),
    foundationReason: z
      .object({
        lead: localized.meta({ title: 'Entradilla' }),
        sections: z.array(textBlock.meta({ title: 'Apartado' })).min(1, notEmpty).meta({ title: 'Apartados' }),
      })
      .meta({ title: 'Razón de ser' }),
    presidentLetter: z
      .object({
        heading: localized.meta({ title: 'Título' }),
        greeting: localized.meta({ title: 'Saludo' }),
        paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }),
        closing: localized.meta({ title: 'Despedida' }),
        signature: localized.meta({ title: 'Firma', description: 'El cargo, sin nombre de persona.' }),
      })
      .meta({ title: 'Carta del Presidente' }),
    purposesIntro: localized.meta({ title: 'Presentación de los fines' }),
    foundationalPurposes: z.array(purpose.meta({ title: 'Fin' })).min(1, notEmpty).meta({ title: 'Fines fundacionales', description: 'Numerados 1, 2, 3… en este orden.' }),
    socialWorkText: z
      .object({
        intro: localized.meta({ title: 'Presentación' }),
        visit: localized.meta({ title: 'Texto del enlace a cada web' }),
      })
      .meta({ title: 'Textos de la obra social' }),
    socialPartners: z.array(socialPartner.meta({ title: 'Entidad' })).min(1, notEmpty).meta({ title: 'Entidades de la obra social' }),
  })
  .superRefine(({ foundationalPurposes, socialPartners }, context) => {
    foundationalPurposes.forEach(({ number }, index) => {
      if (number !== index + 1)
        context.addIssue({ code: 'custom', path: ['foundationalPurposes', index, 'number'], message: `is ${number}, but it is purpose ${index + 1} in the list: number the purposes 1, 2, 3… in order, with no gaps` });
    });
    socialPartners.forEach(({ name }, index) => {
      if (socialPartners.findIndex((other) => other.name === name) !== index)
        context.addIssue({ code: 'custom', path: ['socialPartners', index, 'name'], message: `the organisation "${name}" is listed twice: list each organisation once` });
    });
  })
  .meta({ title: 'Fundación', description: 'Las páginas de la Fundación: su portada, razón de ser, carta del Presidente, fines y obra social.' });

export type FoundationFile = z.infer<typeof foundationFile>;
export type FoundationPurpose = FoundationFile['foundationalPurposes'][number];
export type Partner = FoundationFile['socialPartners'][number];
