import * as z from 'zod';
import { factsHint, picture, listWithUniqueIds, localized, localizedWithSlots, notEmpty, oneOf, schoolFactSlots, internalId } from './fields';

/*
 * content/data/facilities.json: the school's facilities and virtual visit
 * (specification section 2, "Meet us pages"). Areas in m² are not written
 * here: a facility names the school fact (content/data/site.json) that
 * measures it, and the pages format it.
 */

/** The school facts that measure a facility, in m². */
export const facilityAreaFacts = ['gardensM2', 'sportsFacilitiesM2'] as const;

const facility = z.object({
  id: internalId,
  image: picture(),
  name: localized.meta({ title: 'Nombre', description: 'También es el pie de su foto en el carrusel.' }),
  text: localized.meta({ title: 'Texto' }),
  area: oneOf(facilityAreaFacts)
    .optional()
    .meta({
      title: 'Superficie (opcional)',
      description: 'El dato del colegio que mide esta instalación; la página muestra sus m².',
      optionLabels: { gardensM2: 'Los m² de jardines', sportsFacilitiesM2: 'Los m² de instalaciones deportivas' },
    }),
});

const virtualView = z.object({
  image: picture(),
  name: localized.meta({ title: 'Pie de foto' }),
});


export const facilitiesFile = z
  .object({
    facilities: listWithUniqueIds(facility.meta({ title: 'Instalación' })).min(1, notEmpty).meta({ title: 'Instalaciones', description: 'En el orden de la página y del carrusel.' }),
    virtualViews: z.array(virtualView.meta({ title: 'Foto' })).min(1, notEmpty).meta({ title: 'Fotos de la visita virtual', description: 'En el orden del carrusel.' }),
    facilitiesCopy: z
      .object({
        facilities: z
          .object({
            title: localized.meta({ title: 'Título' }),
            intro: localizedWithSlots(schoolFactSlots).meta({ title: 'Entradilla', description: factsHint }),
            photosTitle: localized.meta({ title: 'Título de las fotos' }),
            virtualText: localized.meta({ title: 'Texto de la visita virtual' }),
          })
          .meta({ title: 'Página «Instalaciones»' }),
        seeFacilities: z
          .object({ title: localized.meta({ title: 'Título' }), intro: localized.meta({ title: 'Entradilla' }) })
          .meta({ title: 'Página «Ver instalaciones»' }),
        virtualVisit: z
          .object({
            title: localized.meta({ title: 'Título' }),
            intro: localized.meta({ title: 'Entradilla' }),
            carouselLabel: localized.meta({ title: 'Nombre del carrusel', description: 'Lo leen los lectores de pantalla.' }),
            bookTitle: localized.meta({ title: 'Título de «reserva una visita»' }),
            bookText: localized.meta({ title: 'Texto de «reserva una visita»' }),
            openDaysText: localized.meta({ title: 'Texto de las puertas abiertas' }),
          })
          .meta({ title: 'Página «Visita virtual»' }),
      })
      .meta({ title: 'Textos de las páginas' }),
  })
  .meta({ title: 'Instalaciones', description: 'Las instalaciones del colegio, las fotos de la visita virtual y los textos de esas páginas.' });

export type FacilitiesFile = z.infer<typeof facilitiesFile>;
export type FacilityFact = (typeof facilityAreaFacts)[number];
export type VirtualView = FacilitiesFile['virtualViews'][number];
export type FacilitiesCopy = FacilitiesFile['facilitiesCopy'];
