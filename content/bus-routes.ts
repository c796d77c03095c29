import busRoutesData from './data/bus-routes.json';
import type { ImageKey } from './images';
import { busRoutesFile, type BusRouteData } from './schemas/bus-routes';
import type { ClockTime, Localized, LocalizedParagraphs } from './types';

/**
 * School bus routes (specification sections 2, 3 and 9): the facts are in
 * content/data/bus-routes.json, shaped by content/schemas/bus-routes.ts; this
 * module reads them for the page. Transport prices belong to the fees page
 * and are not repeated here.
 */

const data = busRoutesFile.parse(busRoutesData);

export type TimeOfDay = 'morning' | 'afternoon';

/**
 * A stop. Place and street names read the same in both languages, so the
 * label is a plain string.
 */
export type BusStop = { readonly key: number; readonly time: ClockTime; readonly label: string };

export type BusStopGroup = { readonly timeOfDay: TimeOfDay; readonly stops: readonly BusStop[] };

export type BusRoute = {
  /** route01 … route15; also the id of the route's panel, so a route can be linked. */
  readonly key: `route${number}`;
  /** Main street or area the route serves. */
  readonly label: string;
  readonly stops: readonly [BusStopGroup, BusStopGroup];
};

/** Specification section 9, "Routes". */
export const busService = {
  /** The page says 18 routes; 15 of them are listed. */
  totalRoutes: data.totalRoutes,
  /** "Up to about 30-40 km". */
  reachKm: data.reachKm,
  image: data.image,
  copy: {
    intro: {
      title: { es: 'Del barrio al colegio', en: 'From your neighbourhood to school' },
      paragraphs: {
        es: [
          'Nuestros autobuses recogen a los alumnos cerca de casa por la mañana y los devuelven por la tarde, con recorridos por Madrid y los municipios de su entorno.',
          'Las paradas y los horarios se ajustan al inicio y al final de las clases, para que nadie tenga que esperar más de la cuenta.',
        ],
        en: [
          'Our buses collect pupils near home in the morning and take them back in the afternoon, on routes across Madrid and the surrounding towns.',
          'Stops and times are set around the start and end of lessons, so that nobody has to wait longer than necessary.',
        ],
      },
    },
    factsLabel: { es: 'El transporte en cifras', en: 'Transport in figures' },
    routesLabel: { es: 'Rutas de autobús', en: 'Bus routes' },
    /** {listed}: how many routes the page lists. */
    routesNote: { es: '{listed} de ellas, detalladas abajo.', en: '{listed} of them listed below.' },
    reachLabel: { es: 'Distancia máxima aproximada', en: 'Approximate maximum distance' },
    reachNote: { es: 'Desde el colegio hasta la parada más lejana.', en: 'From the school to the furthest stop.' },
    specialLabel: { es: 'Rutas especiales', en: 'Special routes' },
    specialValue: { es: 'Bachillerato', en: 'Baccalaureate' },
    feesNote: { es: 'El precio del transporte figura en', en: 'Transport prices are listed under' },
    listTitle: { es: 'Paradas y horarios', en: 'Stops and times' },
    listLead: {
      es: 'Abre una ruta para ver sus paradas y horarios de mañana y de tarde.',
      en: 'Open a route to see its morning and afternoon stops and times.',
    },
    routeTitle: { es: 'Ruta {number}', en: 'Route {number}' },
    notListed: { es: '¿Tu zona no aparece en la lista?', en: 'Is your area not on the list?' },
  },
} as const satisfies {
  totalRoutes: number;
  reachKm: { from: number; to: number };
  image: ImageKey;
  copy: Record<string, Localized | { title: Localized; paragraphs: LocalizedParagraphs }>;
};

/**
 * A route as the page shows it, from its stops in morning order; the
 * afternoon bus calls at the same stops in reverse order. Times are "HH:MM"
 * (the schema checks them).
 */
function route({ key, label, stops }: BusRouteData): BusRoute {
  const morning = stops.map(({ place, morning: time }, index) => ({ key: index + 1, time: time as ClockTime, label: place }));
  const afternoon = [...stops].reverse().map(({ place, afternoon: time }, index) => ({ key: index + 1, time: time as ClockTime, label: place }));
  return {
    key: key as BusRoute['key'],
    label,
    stops: [
      { timeOfDay: 'morning', stops: morning },
      { timeOfDay: 'afternoon', stops: afternoon },
    ],
  };
}

export const busRoutes: readonly BusRoute[] = data.busRoutes.map(route);
