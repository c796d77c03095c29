import * as z from 'zod';
import { localized } from './fields';

/*
 * content/data/manifesto.json: the school's manifesto (specification
 * section 2, "Meet us pages"): a headline, a quote and twelve numbered
 * principles, in the specification's order. A principle's number is its
 * position in the list.
 */

/** The specification lists twelve principles. */
const principleCount = 12;

const principle = z.object({
  name: localized.meta({ title: 'Principio' }),
  text: localized.meta({ title: 'Texto' }),
});

export const manifestoFile = z
  .object({
    manifesto: z
      .object({
        eyebrow: localized.meta({ title: 'Antetítulo' }),
        headline: localized.meta({ title: 'Titular' }),
        quote: localized.meta({ title: 'Cita' }),
        principlesTitle: localized.meta({ title: 'Título de los principios' }),
        principles: z
          .array(principle.meta({ title: 'Principio' }))
          .min(principleCount, { error: `must list the manifesto's ${principleCount} principles` })
          .max(principleCount, { error: `must list the manifesto's ${principleCount} principles` })
          .meta({ title: 'Principios', description: `Los ${principleCount} principios; su número es su lugar en la lista (01, 02…).` }),
      })
      .meta({ title: 'Manifiesto' }),
  })
  .meta({ title: 'Manifiesto', description: 'El manifiesto del colegio: titular, cita y sus doce principios.' });

export type ManifestoFile = z.infer<typeof manifestoFile>;
export type Manifesto = ManifestoFile['manifesto'];
export type Principle = Manifesto['principles'][number];
