import type { Localized, LocalizedParagraphs } from './types';

/**
 * The educational project page (specification section 2, "Meet us pages"):
 * an accordion of six panels, the last with the project's numbered values.
 */

export type EducationPanelId = 'ideology' | 'results' | 'climate' | 'flexibility' | 'active-teaching' | 'project';

export type EducationPanel = {
  /** Also the panel's HTML id, so a link can point at it. */
  readonly id: EducationPanelId;
  readonly title: Localized;
  readonly paragraphs: LocalizedParagraphs;
};

export type EducationValue = { readonly name: Localized; readonly text: Localized };

export type EducationCopy = {
  readonly title: Localized;
  readonly lead: Localized;
  readonly resultsLink: Localized;
  readonly valuesTitle: Localized;
};

export const educationPage = {
  title: { es: 'Cómo trabajamos', en: 'How we work' },
  lead: {
    es: 'Abre cada apartado para conocer las claves de nuestra forma de enseñar.',
    en: 'Open each section to discover the keys to the way we teach.',
  },
  resultsLink: { es: 'Ver los resultados del colegio', en: 'See the school’s results' },
  valuesTitle: { es: 'Los valores del proyecto', en: 'The values of the project' },
} as const satisfies EducationCopy;

export const educationPanels = [
  {
    id: 'ideology',
    title: { es: 'Ideario y valores', en: 'Ethos and values' },
    paragraphs: {
      es: [
        'Nuestro ideario se resume en educar en la felicidad: formar personas libres, responsables y solidarias, que respeten los derechos humanos y sepan convivir con quienes piensan de otra manera.',
        'Los valores no son una asignatura más. Impregnan la vida del colegio, desde las normas del aula hasta la manera de competir en una pista.',
      ],
      en: [
        'Our ethos comes down to educating in happiness: raising free, responsible and caring people who respect human rights and know how to live alongside those who think differently.',
        'Values are not just another subject. They run through school life, from the rules of the classroom to the way we compete on the pitch.',
      ],
    },
  },
  {
    id: 'results',
    title: { es: 'Resultados', en: 'Results' },
    paragraphs: {
      es: [
        'Un alumno feliz rinde más. La exigencia académica forma parte de nuestro proyecto y se refleja en el progreso de cada alumno, en sus certificados de idiomas y en su preparación para la universidad, en España o en el extranjero.',
      ],
      en: [
        'A happy pupil achieves more. High academic standards are part of our project, and they show in each pupil’s progress, in their language certificates and in how well prepared they are for university, in Spain or abroad.',
      ],
    },
  },
  {
    id: 'climate',
    title: { es: 'Clima afectivo', en: 'A caring climate' },
    paragraphs: {
      es: [
        'Se aprende mejor cuando uno se siente seguro y querido. Cada grupo tiene un tutor que sigue de cerca a cada alumno y mantiene una comunicación fluida con su familia.',
        'El departamento de orientación acompaña a los alumnos en los momentos importantes: los cambios de etapa, las dificultades y la elección de su futuro.',
      ],
      en: [
        'Children learn best when they feel secure and cared for. Every class has a tutor who follows each pupil closely and keeps in regular touch with their family.',
        'The guidance department supports pupils at the moments that matter: moving between stages, times of difficulty and choosing their future path.',
      ],
    },
  },
  {
    id: 'flexibility',
    title: { es: 'Flexibilidad', en: 'Flexibility' },
    paragraphs: {
      es: [
        'Cada alumno tiene su ritmo. Adaptamos los apoyos y los retos a lo que necesita cada uno: grupos de apoyo para quien quiere reforzar, propuestas de ampliación para quien quiere ir más allá.',
        'También pensamos en las familias, con un horario ampliado y servicios que facilitan el día a día.',
      ],
      en: [
        'Every pupil learns at their own pace. We adapt support and challenge to what each one needs: support groups for those who want to consolidate, extension work for those who want to go further.',
        'We think of families too, with extended hours and services that make everyday life easier.',
      ],
    },
  },
  {
    id: 'active-teaching',
    title: { es: 'Enseñanza activa', en: 'Active teaching' },
    paragraphs: {
      es: [
        'Aprender haciendo: proyectos, laboratorio, debates, salidas y trabajo cooperativo. El alumno no escucha la lección, la construye.',
        'Los programas del Bachillerato Internacional (PEP, PAI y Diploma) ponen la indagación en el centro y enseñan a relacionar lo que se aprende con el mundo real.',
      ],
      en: [
        'Learning by doing: projects, lab work, debates, trips and cooperative work. Pupils do not just listen to the lesson; they build it.',
        'The International Baccalaureate programmes (PYP, MYP and Diploma) put inquiry at the centre and teach pupils to connect what they learn with the real world.',
      ],
    },
  },
  {
    id: 'project',
    title: { es: 'Proyecto educativo', en: 'Educational project' },
    paragraphs: {
      es: ['Nuestro proyecto educativo se apoya en estos valores, que trabajamos en todas las etapas, desde Infantil hasta Bachillerato.'],
      en: ['Our educational project rests on these values, which we work on at every stage, from early years to the Baccalaureate.'],
    },
  },
] as const satisfies readonly EducationPanel[];

// SAMPLE DATA: the school replaces these (the specification counts fifteen values but does not list them).
export const educationValues = [
  { name: { es: 'Respeto', en: 'Respect' }, text: { es: 'Tratar a todos con dignidad, también a quien piensa distinto.', en: 'Treating everyone with dignity, including those who think differently.' } },
  { name: { es: 'Responsabilidad', en: 'Responsibility' }, text: { es: 'Cumplir con lo que nos toca y responder de nuestros actos.', en: 'Doing our part and owning our actions.' } },
  { name: { es: 'Esfuerzo', en: 'Effort' }, text: { es: 'Trabajar con constancia, aunque el resultado tarde en llegar.', en: 'Working steadily, even when results take time.' } },
  { name: { es: 'Honestidad', en: 'Honesty' }, text: { es: 'Decir la verdad y actuar con coherencia.', en: 'Telling the truth and acting consistently.' } },
  { name: { es: 'Generosidad', en: 'Generosity' }, text: { es: 'Compartir tiempo, talento y ayuda.', en: 'Sharing time, talent and help.' } },
  { name: { es: 'Tolerancia', en: 'Tolerance' }, text: { es: 'Convivir con la diferencia y aprender de ella.', en: 'Living with difference and learning from it.' } },
  { name: { es: 'Curiosidad', en: 'Curiosity' }, text: { es: 'Preguntar, investigar y querer saber más.', en: 'Asking, investigating and wanting to know more.' } },
  { name: { es: 'Creatividad', en: 'Creativity' }, text: { es: 'Imaginar soluciones nuevas para problemas reales.', en: 'Imagining new answers to real problems.' } },
  { name: { es: 'Espíritu crítico', en: 'Critical thinking' }, text: { es: 'Pensar por uno mismo y con argumentos.', en: 'Thinking for oneself, with reasons.' } },
  { name: { es: 'Autonomía', en: 'Independence' }, text: { es: 'Aprender a decidir y a organizarse.', en: 'Learning to make decisions and to get organised.' } },
  { name: { es: 'Empatía', en: 'Empathy' }, text: { es: 'Ponerse en el lugar del otro.', en: 'Putting oneself in someone else’s shoes.' } },
  { name: { es: 'Compromiso', en: 'Commitment' }, text: { es: 'Implicarse con el colegio, la comunidad y el planeta.', en: 'Getting involved with the school, the community and the planet.' } },
  { name: { es: 'Cooperación', en: 'Cooperation' }, text: { es: 'Sumar esfuerzos para llegar más lejos juntos.', en: 'Joining forces to go further together.' } },
  { name: { es: 'Gratitud', en: 'Gratitude' }, text: { es: 'Reconocer lo que recibimos de los demás.', en: 'Recognising what we receive from others.' } },
  { name: { es: 'Alegría', en: 'Joy' }, text: { es: 'Disfrutar aprendiendo y contagiar las ganas.', en: 'Enjoying learning and passing that enthusiasm on.' } },
] as const satisfies readonly EducationValue[];
