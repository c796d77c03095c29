import type { ImageKey } from './images';
import type { ClockTime, Localized, LocalizedParagraphs } from './types';

/**
 * School bus routes (specification sections 2, 3 and 9). Transport prices
 * belong to the fees page and are not repeated here.
 */

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
  totalRoutes: 18,
  /** "Up to about 30-40 km". */
  reachKm: { from: 30, to: 40 },
  image: 'routesBus',
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

/** A stop as written below: [place, morning time, afternoon time]. */
type StopLine = readonly [label: string, morning: ClockTime, afternoon: ClockTime];

/**
 * Builds a route from its stops in morning order; the afternoon bus calls at
 * the same stops in reverse order.
 */
function route(key: BusRoute['key'], label: string, lines: readonly StopLine[]): BusRoute {
  const morning = lines.map(([place, time], index) => ({ key: index + 1, time, label: place }));
  const afternoon = [...lines]
    .reverse()
    .map(([place, , time], index) => ({ key: index + 1, time, label: place }));
  return {
    key,
    label,
    stops: [
      { timeOfDay: 'morning', stops: morning },
      { timeOfDay: 'afternoon', stops: afternoon },
    ],
  };
}

// SAMPLE DATA: the school replaces these (routes, stops and times are not given by the specification).
export const busRoutes = [
  route('route01', 'La Moraleja – El Encinar de los Reyes', [
    ['Avenida de Bruselas', '08:05', '17:50'],
    ['Calle de la Estafeta', '08:12', '17:42'],
    ['Camino Ancho', '08:20', '17:34'],
    ['Paseo de Alcobendas', '08:28', '17:26'],
    ['Plaza de la Moraleja', '08:35', '17:18'],
  ]),
  route('route02', 'Alcobendas centro', [
    ['Plaza del Pueblo', '07:55', '17:55'],
    ['Calle de la Marquesa Viuda de Aldama', '08:03', '17:47'],
    ['Avenida de España', '08:12', '17:38'],
    ['Bulevar de Salvador Allende', '08:20', '17:30'],
    ['Avenida Olímpica', '08:28', '17:22'],
  ]),
  route('route03', 'San Sebastián de los Reyes', [
    ['Plaza de la Constitución', '07:50', '18:00'],
    ['Calle Real', '07:58', '17:52'],
    ['Avenida de Baunatal', '08:06', '17:44'],
    ['Dehesa Vieja', '08:15', '17:35'],
    ['Avenida de Tenerife', '08:24', '17:26'],
    ['Avenida de Matapiñonera', '08:32', '17:18'],
  ]),
  route('route04', 'Tres Cantos', [
    ['Avenida de los Labradores', '07:45', '18:05'],
    ['Plaza del Ayuntamiento', '07:53', '17:57'],
    ['Avenida de Colmenar Viejo', '08:02', '17:48'],
    ['Sector Oficios', '08:10', '17:40'],
    ['Avenida de Viñuelas', '08:18', '17:32'],
  ]),
  route('route05', 'Las Tablas – Montecarmelo', [
    ['Avenida del Monasterio de El Escorial', '07:55', '17:55'],
    ['Calle del Monasterio de Oseira', '08:02', '17:48'],
    ['Avenida de Santo Domingo de la Calzada', '08:10', '17:40'],
    ['Calle de Palas de Rey', '08:18', '17:32'],
    ['Calle de Ribadavia', '08:26', '17:24'],
  ]),
  route('route06', 'Sanchinarro – Valdebebas', [
    ['Avenida de Francisco Pi y Margall', '07:50', '18:00'],
    ['Calle del Príncipe Carlos', '07:58', '17:52'],
    ['Avenida de Manoteras', '08:06', '17:44'],
    ['Avenida de las Fuerzas Armadas', '08:15', '17:35'],
    ['Avenida de Juan Antonio Samaranch', '08:24', '17:26'],
  ]),
  route('route07', 'Arturo Soria – Ciudad Lineal', [
    ['Calle de Arturo Soria (metro Ciudad Lineal)', '07:40', '18:10'],
    ['Calle de López de Hoyos', '07:48', '18:02'],
    ['Avenida de Ramón y Cajal', '07:56', '17:54'],
    ['Calle de Arturo Soria (Avenida de San Luis)', '08:05', '17:45'],
    ['Carretera de Canillas', '08:13', '17:37'],
    ['Gran Vía de Hortaleza', '08:22', '17:28'],
  ]),
  route('route08', 'Chamartín – Paseo de la Castellana', [
    ['Calle del Príncipe de Vergara (Concha Espina)', '07:40', '18:10'],
    ['Calle de Alberto Alcocer', '07:48', '18:02'],
    ['Plaza de Castilla', '07:57', '17:53'],
    ['Estación de Chamartín', '08:06', '17:44'],
    ['Avenida de Pío XII', '08:15', '17:35'],
  ]),
  route('route09', 'Pozuelo de Alarcón – Aravaca', [
    ['Plaza del Padre Vallet', '07:35', '18:15'],
    ['Avenida de Europa (Pozuelo)', '07:43', '18:07'],
    ['Avenida de Bularas', '07:51', '17:59'],
    ['Estación de Aravaca', '08:00', '17:50'],
    ['Calle de la Golondrina', '08:08', '17:42'],
  ]),
  route('route10', 'Majadahonda', [
    ['Gran Vía de Majadahonda', '07:30', '18:20'],
    ['Avenida de España (Majadahonda)', '07:38', '18:12'],
    ['Plaza de Colón', '07:46', '18:04'],
    ['Avenida de los Reyes Católicos', '07:55', '17:55'],
  ]),
  route('route11', 'Boadilla del Monte', [
    ['Avenida del Infante Don Luis', '07:25', '18:25'],
    ['Avenida del Siglo XXI', '07:33', '18:17'],
    ['Avenida de Isabel de Farnesio', '07:41', '18:09'],
    ['Las Lomas', '07:50', '18:00'],
    ['Monte Príncipe', '07:58', '17:52'],
  ]),
  route('route12', 'Las Rozas – Las Matas', [
    ['Estación de Las Matas', '07:25', '18:25'],
    ['Calle Real (Las Rozas)', '07:34', '18:16'],
    ['Avenida de Lazarejo', '07:42', '18:08'],
    ['Avenida de Atenas', '07:50', '18:00'],
    ['Európolis', '07:58', '17:52'],
  ]),
  route('route13', 'Torrelodones', [
    ['Plaza de la Constitución (Torrelodones)', '07:20', '18:30'],
    ['Avenida de la Dehesa', '07:28', '18:22'],
    ['Los Peñascales', '07:37', '18:13'],
    ['Las Marías', '07:45', '18:05'],
  ]),
  route('route14', 'Algete – Cobeña', [
    ['Plaza de la Villa (Cobeña)', '07:30', '18:20'],
    ['Plaza de la Constitución (Algete)', '07:38', '18:12'],
    ['Avenida de Madrid (Algete)', '07:45', '18:05'],
    ['Santo Domingo', '07:54', '17:56'],
    ['Fuente del Fresno', '08:05', '17:45'],
  ]),
  route('route15', 'Paracuellos de Jarama', [
    ['Miramadrid', '07:40', '18:10'],
    ['Plaza de la Constitución (Paracuellos)', '07:48', '18:02'],
    ['Altos de Jarama', '07:56', '17:54'],
    ['Belvis del Jarama', '08:05', '17:45'],
  ]),
] as const satisfies readonly BusRoute[];
