import stagesData from './data/stages.json';
import { stagesFile, type Stage, type StageKey } from './schemas/stages';

/**
 * The four stages of the school (specification section 2, "Stages pages"):
 * the facts and texts of each are in content/data/stages.json, shaped by
 * content/schemas/stages.ts.
 */

export type { Stage, StageHighlight, StageKey } from './schemas/stages';

export const { stages } = stagesFile.parse(stagesData);

export function getStage(key: StageKey): Stage {
  const stage = stages.find((candidate) => candidate.key === key);
  if (!stage) throw new Error(`Unknown stage: ${key}`);
  return stage;
}

/** Headings and short copy of the stage pages. */
export const stagesCopy = {
  index: {
    title: { es: 'Cuatro etapas, un mismo camino', en: 'Four stages, one path' },
    lead: {
      es: 'Los alumnos crecen con nosotros desde la primera infancia hasta el Bachillerato, con el Bachillerato Internacional como hilo conductor.',
      en: 'Pupils grow up with us from early childhood to the end of school, with the International Baccalaureate as the common thread.',
    },
  },
  ages: { es: 'Alumnos', en: 'Pupils' },
  years: { es: 'Cursos', en: 'School years' },
  programme: { es: 'Programa IB', en: 'IB programme' },
  about: { es: 'La etapa', en: 'About the stage' },
  highlights: { es: 'Lo que la hace especial', en: 'What makes it special' },
  cta: {
    title: { es: '¿Quieres conocerla de cerca?', en: 'Would you like to see it for yourself?' },
    text: {
      es: 'Ven a visitarnos y habla con la dirección técnica de la etapa: es el primer paso para solicitar plaza.',
      en: 'Come and visit us and talk to the stage’s technical director: it is the first step towards a place.',
    },
    visit: { es: 'Pedir una visita', en: 'Request a visit' },
    fees: { es: 'Ver honorarios', en: 'See the fees' },
  },
} as const satisfies Record<string, unknown>;
