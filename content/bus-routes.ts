import { type BusRouteData } from './schemas/bus-routes';
import { readData } from './data';

/**
 * School bus routes (specification sections 2, 3 and 9): the facts and the
 * page's words are in content/data/bus-routes.json, shaped by
 * content/schemas/bus-routes.ts; this module reads them for the page. Transport prices belong to the fees page
 * and are not repeated here.
 */

const data = readData('bus-routes.json');

export type TimeOfDay = 'morning' | 'afternoon';

/**
 * A stop. Place and street names read the same in both languages, so the
 * label is a plain string.
 */
export type BusStop = { readonly key: number; readonly time: string; readonly label: string };

export type BusStopGroup = { readonly timeOfDay: TimeOfDay; readonly stops: readonly BusStop[] };

export type BusRoute = {
  /** The number families know the route by: "Ruta 7". */
  readonly number: number;
  /** route01 … route15, from its number: the id of the route's panel, so a route can be linked. */
  readonly key: string;
  /** Main street or area the route serves. */
  readonly label: string;
  readonly stops: readonly [BusStopGroup, BusStopGroup];
};

/** Specification section 9, "Routes": the page's figures and words. */
export const busService = {
  /** The page says 18 routes; 15 of them are listed. */
  totalRoutes: data.totalRoutes,
  /** "Up to about 30-40 km". */
  reachKm: data.reachKm,
  image: data.image,
  copy: data.copy,
};

/**
 * A route as the page shows it, from its stops in morning order; the
 * afternoon bus calls at the same stops in reverse order. Times are "HH:MM"
 * (the schema checks them).
 */
function route({ number, label, stops }: BusRouteData): BusRoute {
  const morning = stops.map(({ place, morning: time }, index) => ({ key: index + 1, time, label: place }));
  const afternoon = [...stops].reverse().map(({ place, afternoon: time }, index) => ({ key: index + 1, time, label: place }));
  return {
    number,
    key: `route${String(number).padStart(2, '0')}`,
    label,
    stops: [
      { timeOfDay: 'morning', stops: morning },
      { timeOfDay: 'afternoon', stops: afternoon },
    ],
  };
}

export const busRoutes: readonly BusRoute[] = data.busRoutes.map(route);
