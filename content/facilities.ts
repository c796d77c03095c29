import type { ImageKey } from './images';
import type { Localized } from './types';

/**
 * The school's facilities and virtual visit (specification section 2,
 * "Meet us pages"). Areas in m² are not written here: a facility names the
 * `site.facts` entry that measures it, and pages format it.
 */

export type FacilityFact = 'gardensM2' | 'sportsFacilitiesM2';

export type Facility = {
  readonly id: string;
  readonly image: ImageKey;
  readonly name: Localized;
  readonly text: Localized;
  readonly area?: FacilityFact;
};

export type VirtualView = { readonly image: ImageKey; readonly name: Localized };

export const facilities = [
  {
    id: 'gardens',
    image: 'facilitiesGardens',
    name: { es: 'Jardines', en: 'Gardens' },
    text: {
      es: 'Caminos, praderas y árboles centenarios rodean los edificios. Aquí se juega, se lee, se investiga y se celebra.',
      en: 'Paths, lawns and old trees surround the buildings. This is where pupils play, read, investigate and celebrate.',
    },
    area: 'gardensM2',
  },
  {
    id: 'pool',
    image: 'facilitiesPool',
    name: { es: 'Piscina cubierta', en: 'Indoor swimming pool' },
    text: {
      es: 'Calles de natación para las clases, la escuela deportiva y los entrenamientos de los equipos del colegio.',
      en: 'Swimming lanes for lessons, the sports school and the school teams’ training sessions.',
    },
  },
  {
    id: 'sports',
    image: 'facilitiesSports',
    name: { es: 'Instalaciones deportivas', en: 'Sports facilities' },
    text: {
      es: 'Pistas, campo de fútbol y pistas de pádel en los que entrenan y compiten nuestros deportistas federados.',
      en: 'Courts, a football pitch and padel courts where our federated athletes train and compete.',
    },
    area: 'sportsFacilitiesM2',
  },
  {
    id: 'library',
    image: 'facilitiesLibrary',
    name: { es: 'Biblioteca', en: 'Library' },
    text: {
      es: 'Un lugar tranquilo y luminoso para leer, estudiar y aprender a buscar información.',
      en: 'A calm, bright place to read, study and learn how to find information.',
    },
  },
  {
    id: 'lab',
    image: 'facilitiesLab',
    name: { es: 'Laboratorio de ciencias', en: 'Science laboratory' },
    text: {
      es: 'Microscopios y material de laboratorio para aprender ciencia como la hacen los científicos: experimentando.',
      en: 'Microscopes and lab equipment for learning science the way scientists do it: by experimenting.',
    },
  },
  {
    id: 'dining',
    image: 'facilitiesDining',
    name: { es: 'Comedor', en: 'Dining room' },
    text: {
      es: 'Menús equilibrados en un ambiente tranquilo: la comida también es un momento para aprender a convivir.',
      en: 'Balanced menus in a calm setting: lunchtime is also a chance to learn to live together.',
    },
  },
] as const satisfies readonly Facility[];

export const virtualViews = [
  { image: 'virtualEntrance', name: { es: 'La entrada principal', en: 'The main entrance' } },
  { image: 'virtualClassroom', name: { es: 'Un aula de Primaria', en: 'A primary classroom' } },
  { image: 'virtualSportsHall', name: { es: 'El pabellón deportivo', en: 'The sports hall' } },
  { image: 'virtualAuditorium', name: { es: 'El salón de actos', en: 'The assembly hall' } },
] as const satisfies readonly VirtualView[];

export type FacilitiesCopy = {
  readonly facilities: {
    readonly title: Localized;
    /** `{gardens}`, `{sports}`: areas from site.facts. */
    readonly intro: Localized;
    readonly photosTitle: Localized;
    readonly virtualText: Localized;
  };
  readonly seeFacilities: { readonly title: Localized; readonly intro: Localized };
  readonly virtualVisit: {
    readonly title: Localized;
    readonly intro: Localized;
    readonly carouselLabel: Localized;
    readonly bookTitle: Localized;
    readonly bookText: Localized;
    readonly openDaysText: Localized;
  };
};

export const facilitiesCopy = {
  facilities: {
    title: { es: 'Un campus para crecer', en: 'A campus to grow in' },
    intro: {
      es: 'El colegio se extiende entre {gardens} de jardines y {sports} de instalaciones deportivas. Aulas luminosas, laboratorio, biblioteca, piscina y pistas comparten espacio con la naturaleza.',
      en: 'The school is set among {gardens} of gardens and {sports} of sports facilities. Bright classrooms, a laboratory, a library, a pool and courts share the grounds with nature.',
    },
    photosTitle: { es: 'El colegio en imágenes', en: 'The school in pictures' },
    virtualText: {
      es: 'Asómate a la entrada, a un aula, al pabellón y al salón de actos sin salir de casa.',
      en: 'Look into the entrance, a classroom, the sports hall and the assembly hall without leaving home.',
    },
  },
  seeFacilities: {
    title: { es: 'Nuestras instalaciones, una a una', en: 'Our facilities, one by one' },
    intro: {
      es: 'Cada espacio del colegio está pensado para una forma de aprender: leer, experimentar, nadar, competir o, simplemente, compartir la comida.',
      en: 'Every space at the school is designed for a way of learning: reading, experimenting, swimming, competing or simply sharing a meal.',
    },
  },
  virtualVisit: {
    title: { es: 'Recorre el colegio', en: 'Walk around the school' },
    intro: {
      es: 'Desliza las imágenes para recorrer algunos de los espacios del colegio mientras preparas tu visita.',
      en: 'Swipe through the pictures to explore some of the school’s spaces while you plan your visit.',
    },
    carouselLabel: { es: 'Visita virtual del colegio', en: 'Virtual visit of the school' },
    bookTitle: { es: 'Ven a conocernos', en: 'Come and meet us' },
    bookText: {
      es: 'Nada sustituye a una visita en persona. Reserva una cita: te enseñaremos el colegio, resolveremos tus dudas y conocerás al equipo de la etapa de tu hijo.',
      en: 'Nothing beats seeing the school in person. Book an appointment and we will show you round, answer your questions and introduce you to the team for your child’s stage.',
    },
    openDaysText: {
      es: 'También puedes venir a una de nuestras jornadas de puertas abiertas.',
      en: 'You are also welcome at one of our open days.',
    },
  },
} as const satisfies FacilitiesCopy;
