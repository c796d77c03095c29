import * as z from 'zod';
import { clockTime, eachKeyOnce, picture, localized, localizedParagraphs, localizedWithSlots, minutes, quote, sampleMark, wholeNumber } from './fields';

/*
 * content/data/bus-routes.json: the school bus service (specification
 * sections 2, 3 and 9): how many routes there are, how far they reach, and
 * each listed route's stops with their morning and afternoon times, and the
 * page's words. Transport prices belong to the fees (content/data/fees.json).
 */

/** A stop: the morning bus calls at the stops in the order listed, the afternoon bus in reverse order. Place and street names read the same in both languages. */
const stop = z.object({
  place: z.string().trim().min(1, { error: 'must be the name of the stop; it is empty' }).meta({ title: 'Parada', description: 'El lugar o la calle, como lo conocen las familias.' }),
  morning: clockTime.meta({ title: 'Hora por la mañana' }),
  afternoon: clockTime.meta({ title: 'Hora por la tarde' }),
});

const busRoute = z
  .object({
    /** The number families know the route by ("Ruta 7"); the route's panel is named from it (route07), so a route can be linked. */
    number: wholeNumber('a route number', 7)
      .min(1, { error: (issue) => `${quote(issue.input)} is not a route number: routes are numbered from 1 to 99` })
      .max(99, { error: (issue) => `${quote(issue.input)} is not a route number: routes are numbered from 1 to 99` })
      .meta({ title: 'Número de la ruta', description: 'El número con el que la conocen las familias: 7 para la Ruta 7. Cada ruta, el suyo.' }),
    /** Main street or area the route serves. */
    label: z
      .string()
      .trim()
      .min(1, { error: 'must name the area the route serves; it is empty' })
      .meta({ title: 'Zona', description: 'La calle principal o la zona por la que pasa la ruta.' }),
    /** In the order the morning bus calls at them. */
    stops: z
      .array(stop)
      .min(1)
      .meta({ title: 'Paradas', description: 'En el orden en que pasa el autobús por la mañana: la hora de la mañana sube y la de la tarde baja.' }),
  })
  // The morning bus gets later at each stop; the afternoon bus, going the other way, earlier.
  .superRefine(({ stops }, context) =>
    stops.slice(1).forEach((next, index) => {
      const previous = stops[index]!;
      if (minutes(next.morning) <= minutes(previous.morning))
        context.addIssue({
          code: 'custom',
          path: ['stops', index + 1, 'morning'],
          message: `the morning bus reaches "${next.place}" at ${next.morning}, not after the stop before it (${previous.morning}): morning times go up along the route`,
        });
      if (minutes(next.afternoon) >= minutes(previous.afternoon))
        context.addIssue({
          code: 'custom',
          path: ['stops', index + 1, 'afternoon'],
          message: `the afternoon bus reaches "${next.place}" at ${next.afternoon}, not before the stop before it (${previous.afternoon}): it calls at the stops in reverse order, so afternoon times go down along the list`,
        });
    }),
  )
  .meta({ title: 'Ruta' });

export const busRoutesFile = z
  .object({
    /** How many routes the school runs: the page says 18; not all of them are listed. */
    totalRoutes: wholeNumber('a number of routes', 18)
      .min(1)
      .meta({ title: 'Número total de rutas', description: 'Cuántas rutas tiene el colegio, aunque no todas estén en la lista.' }),
    /** How far the routes reach from the school, in kilometres: "up to about 30-40 km". */
    reachKm: z
      .object({
        from: wholeNumber('a number of kilometres', 30).min(1).meta({ title: 'Desde (km)', description: 'La distancia menor, en kilómetros: 30.' }),
        to: wholeNumber('a number of kilometres', 40).min(1).meta({ title: 'Hasta (km)', description: 'La distancia mayor, en kilómetros: 40.' }),
      })
      .meta({ title: 'Distancia que cubren las rutas' }),
    image: picture(),
    /** true while the routes are sample data: the specification gives no routes, stops or times. */
    sample: sampleMark,
    busRoutes: z.array(busRoute).min(1).meta({ title: 'Rutas', description: 'Cada ruta con sus paradas y horarios.' }),
    copy: z
      .object({
        intro: z.object({ title: localized.meta({ title: 'Título' }), paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }) }).meta({ title: 'Presentación' }),
        factsLabel: localized.meta({ title: 'Título de las cifras' }),
        routesLabel: localized.meta({ title: 'Rótulo del número de rutas' }),
        routesNote: localizedWithSlots(['listed']).meta({ title: 'Nota del número de rutas', description: '{listed} es cuántas rutas tiene la lista; la página lo rellena.' }),
        reachLabel: localized.meta({ title: 'Rótulo de la distancia' }),
        reachNote: localized.meta({ title: 'Nota de la distancia' }),
        specialLabel: localized.meta({ title: 'Rótulo de las rutas especiales' }),
        specialValue: localized.meta({ title: 'Rutas especiales' }),
        feesNote: localized.meta({ title: 'Nota del precio' }),
        listTitle: localized.meta({ title: 'Título de la lista' }),
        listLead: localized.meta({ title: 'Entradilla de la lista' }),
        routeTitle: localizedWithSlots(['number']).meta({ title: 'Nombre de cada ruta', description: '{number} es el número de la ruta; la página lo rellena.' }),
        notListed: localized.meta({ title: '¿Tu zona no aparece?' }),
      })
      .meta({ title: 'Textos de la página' }),
  })
  .superRefine(({ totalRoutes, reachKm, busRoutes }, context) => {
    if (reachKm.from > reachKm.to)
      context.addIssue({ code: 'custom', path: ['reachKm', 'from'], message: `the distance range is reversed: from ${reachKm.from} to ${reachKm.to} km; write the shorter distance in "from"` });
    if (busRoutes.length > totalRoutes)
      context.addIssue({ code: 'custom', path: ['totalRoutes'], message: `is ${totalRoutes}, but ${busRoutes.length} routes are listed: it must be at least the number listed` });
    eachKeyOnce(context, 'busRoutes', busRoutes.map(({ number }) => ({ key: String(number) })), 'route number', undefined, 'number');
  })
  .meta({ title: 'Rutas de autobús', description: 'El transporte escolar: cuántas rutas hay, las paradas y horas de cada una y los textos de la página. Los precios están en «Honorarios».' });

export type BusRoutesFile = z.infer<typeof busRoutesFile>;
export type BusRouteData = BusRoutesFile['busRoutes'][number];
