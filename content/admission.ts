import admissionData from './data/admission.json';
import { admissionFile } from './schemas/admission';
import type { Localized, LocalizedParagraphs } from './types';

/**
 * Admission pages (specification section 2, "Admission pages"). The technical
 * directors and the open days are in content/data/admission.json, shaped by
 * content/schemas/admission.ts; this module reads them for the pages.
 */

export type { OpenDay, TechnicalDirector } from './schemas/admission';

export type ApplicationStep = { readonly title: Localized; readonly text: Localized };

/** The steps to apply for a place, in order. */
export const applicationSteps = [
  {
    title: { es: 'Solicitud de visita', en: 'Visit request' },
    text: {
      es: 'Pide una visita desde el formulario de contacto. Recorrerás el colegio, sus aulas y sus jardines, y podrás plantear todas tus preguntas.',
      en: 'Request a visit through the contact form. You will tour the school, its classrooms and gardens, and can ask every question you have.',
    },
  },
  {
    title: { es: 'Entrevista con la dirección técnica de la etapa', en: 'Interview with the stage’s technical director' },
    text: {
      es: 'La dirección técnica de la etapa de tu hijo o hija os recibe para conoceros, hablar de su trayectoria y explicaros cómo será su día a día en el colegio.',
      en: 'The technical director of your child’s stage meets you to get to know your family, talk about your child’s schooling so far and explain what daily life at the school will be like.',
    },
  },
] as const satisfies readonly ApplicationStep[];

/** The technical director of each stage; only the role is shown until the school gives the names. */
export const { technicalDirectors, openDays } = admissionFile.parse(admissionData);

/** Headings and short copy of the admission pages; {placeholders} are filled in by the page. */
export const admissionCopy = {
  heroCarouselLabel: { es: 'Imágenes de admisiones', en: 'Admissions pictures' },
  intro: {
    title: { es: 'Bienvenida al colegio', en: 'Welcome to the school' },
    paragraphs: {
      es: [
        'Elegir colegio es una de las decisiones más importantes para una familia. Por eso nuestro proceso de admisión es sencillo y cercano: queremos conocerte, enseñarte el colegio y resolver todas tus dudas antes de que decidas.',
        'Desde hace más de {years} años acompañamos a familias que buscan una educación bilingüe, internacional y feliz para sus hijos. Nos encantará contarte cómo lo hacemos.',
      ],
      en: [
        'Choosing a school is one of the most important decisions a family makes. That is why our admissions process is simple and personal: we want to get to know you, show you the school and answer all your questions before you decide.',
        'For more than {years} years we have been welcoming families looking for a bilingual, international and happy education for their children. We would love to show you how we do it.',
      ],
    } satisfies LocalizedParagraphs,
    openAllYear: {
      title: { es: 'Matrícula abierta todo el curso', en: 'Enrolment open all year round' },
      text: {
        es: 'Puedes solicitar plaza en cualquier momento del año escolar, también con el curso ya empezado.',
        en: 'You can apply for a place at any time of the school year, even once term has started.',
      },
    },
    howItWorks: { es: 'Cómo funciona', en: 'How it works' },
    more: { es: 'Todo lo que necesitas saber', en: 'Everything you need to know' },
    cards: {
      visit: {
        es: 'Conoce a las direcciones técnicas de cada etapa y pide tu visita.',
        en: 'Meet the technical director of each stage and request your visit.',
      },
      fees: {
        es: 'Cuotas del curso, servicios incluidos y otros conceptos.',
        en: 'Annual fees, what is included and other charges.',
      },
      opendoors: {
        es: 'Jornadas para descubrir el colegio en familia, con fecha cada curso.',
        en: 'Days set aside each school year to discover the school as a family.',
      },
    },
  },
  application: {
    title: { es: 'Cómo solicitar plaza', en: 'How to apply for a place' },
    lead: {
      es: 'Un proceso breve y personal, pensado para que nos conozcamos bien desde el principio.',
      en: 'A short, personal process, designed so that we get to know each other well from the start.',
    },
    step: { es: 'Paso {number}', en: 'Step {number}' },
    requestVisit: { es: 'Pedir una visita', en: 'Request a visit' },
  },
  visit: {
    directors: {
      title: { es: 'Las direcciones técnicas', en: 'Our technical directors' },
      lead: {
        es: 'Cada etapa tiene una dirección técnica que conoce de cerca a sus alumnos. Es quien te recibe en la visita y en la entrevista de admisión.',
        en: 'Each stage has a technical director who knows its pupils closely. They are the person who welcomes you on your visit and at the admissions interview.',
      },
      role: { es: 'Dirección técnica de {stage}', en: 'Technical director, {stage}' },
    },
    request: {
      title: { es: 'Cómo pedir una visita', en: 'How to request a visit' },
      paragraphs: {
        es: [
          'Escríbenos desde el formulario de contacto e indícanos la etapa que te interesa y el curso de tu hijo o hija. Te propondremos un día para venir a conocernos.',
          'Si lo prefieres, también puedes llamarnos o enviarnos un correo electrónico.',
        ],
        en: [
          'Write to us through the contact form, telling us which stage interests you and your child’s school year. We will suggest a day for you to come and meet us.',
          'If you prefer, you can also call us or send us an email.',
        ],
      } satisfies LocalizedParagraphs,
      phone: { es: 'Teléfono', en: 'Phone' },
      email: { es: 'Correo electrónico', en: 'Email' },
    },
  },
  openDays: {
    title: { es: 'Ven a conocernos', en: 'Come and meet us' },
    lead: {
      es: 'Cada curso abrimos las puertas del colegio a las familias que quieren conocernos. Reserva tu plaza a través del formulario de contacto.',
      en: 'Every school year we open our doors to families who would like to get to know us. Book your place through the contact form.',
    },
    month: { es: 'Mes', en: 'Month' },
    /** {schoolYear}: "2023/2024", from content/calendar.ts. */
    schoolYear: { es: 'Curso {schoolYear}', en: '{schoolYear} school year' },
  },
} as const satisfies Record<string, unknown>;
