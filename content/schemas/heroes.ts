import * as z from 'zod';
import { picture } from './fields';

/*
 * content/data/heroes.json: the picture behind each section's hero. A page
 * uses its own entry if it has one, otherwise its section's.
 */

/** The sections and pages that have a hero picture of their own (their paths are in content/navigation.ts). */
const heroLabels = {
  meetus: 'Conócenos',
  stages: 'Etapas',
  ibschool: 'IB School',
  admission: 'Admisiones',
  life: 'Vida escolar',
  services: 'Servicios',
  camps: 'Campamentos',
  foundation: 'Fundación',
  media: 'Liceo en los medios',
  contact: 'Contacto',
  early: 'Etapa Early Education',
  ibpep: 'Etapa IB PEP',
  ibpai: 'Etapa IB PAI',
  ibpd: 'Etapa IB PD',
} as const;

const heroImage = (title: string) =>
  picture('hero', title).optional().meta({ description: 'Vacío: la página usa la foto de su sección.' });

export const heroesFile = z
  .object({
    heroImages: z
      .object(Object.fromEntries(Object.entries(heroLabels).map(([key, label]) => [key, heroImage(label)])) as Record<keyof typeof heroLabels, ReturnType<typeof heroImage>>)
      .meta({ title: 'Foto de portada de cada sección' }),
  })
  .meta({ title: 'Fotos de portada', description: 'La foto de fondo de la cabecera de cada sección y de cada etapa.' });

export type HeroesFile = z.infer<typeof heroesFile>;
