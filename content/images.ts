import type { Localized } from './schemas/fields';

/**
 * Every picture of the site: file in public/images/, intrinsic size and alt
 * text in both languages. The artwork is original and illustrative; the
 * school replaces a picture by dropping a file of the same name and size
 * ratio into public/images/ (see README, "Replacing pictures").
 */
export type ImageAsset = {
  readonly src: `/images/${string}`;
  readonly width: number;
  readonly height: number;
  readonly alt: Localized;
};

const hero = (name: string, es: string, en: string): ImageAsset => ({
  src: `/images/${name}.jpg`,
  width: 1920,
  height: 1200,
  alt: { es, en },
});
const scene = (name: string, es: string, en: string): ImageAsset => ({
  src: `/images/${name}.jpg`,
  width: 1200,
  height: 800,
  alt: { es, en },
});

export const images = {
  heroHome1: hero('hero-home-1', 'Edificio principal del colegio entre jardines y árboles al amanecer', 'The main school building among gardens and trees at sunrise'),
  heroHome2: hero('hero-home-2', 'Alumnos leyendo juntos en una biblioteca luminosa', 'Pupils reading together in a bright library'),
  heroHome3: hero('hero-home-3', 'Campo de deporte y piscina del colegio bajo un cielo despejado', 'The school sports field and swimming pool under a clear sky'),
  heroMeetUs: hero('hero-meetus', 'Alumnos caminando por los jardines del colegio', 'Pupils walking through the school gardens'),
  heroStages: hero('hero-stages', 'Niños de distintas edades subiendo una escalera de colores', 'Children of different ages climbing a colourful staircase'),
  heroIbSchool: hero('hero-ibschool', 'Globo terráqueo sobre una pila de libros en un aula', 'A globe on a pile of books in a classroom'),
  heroAdmission1: hero('hero-admission-1', 'Entrada del colegio con la puerta abierta', 'The school entrance with its door open'),
  heroAdmission2: hero('hero-admission-2', 'Una familia conversa con una profesora en el jardín', 'A family talks with a teacher in the garden'),
  heroAdmission3: hero('hero-admission-3', 'Jornada de puertas abiertas con familias recorriendo el colegio', 'An open day with families touring the school'),
  heroLife: hero('hero-life', 'Patio del colegio lleno de actividad durante el recreo', 'The school playground full of activity at break time'),
  heroServices: hero('hero-services', 'Autobús escolar llegando al colegio por la mañana', 'A school bus arriving at the school in the morning'),
  heroCamps: hero('hero-camps', 'Campamento de verano junto a un lago con tiendas de campaña', 'A summer camp by a lake with tents'),
  heroFoundation1: hero('hero-foundation-1', 'Manos de distintas edades plantando un árbol joven', 'Hands of different ages planting a young tree'),
  heroFoundation2: hero('hero-foundation-2', 'Voluntarios del colegio preparando cajas de ayuda', 'School volunteers packing aid boxes'),
  heroFoundation3: hero('hero-foundation-3', 'Un grupo de alumnos sonriendo en un proyecto solidario', 'A group of pupils smiling during a community project'),
  heroMedia: hero('hero-media', 'Estudio de radio escolar con micrófono y auriculares', 'The school radio studio with a microphone and headphones'),
  heroContact: hero('hero-contact', 'Fachada del colegio con jardines en primer plano', 'The school façade with gardens in the foreground'),

  facilitiesGardens: scene('facilities-gardens', 'Jardines del colegio con caminos y árboles centenarios', 'The school gardens with paths and old trees'),
  facilitiesPool: scene('facilities-pool', 'Piscina cubierta con calles de natación', 'The indoor swimming pool with racing lanes'),
  facilitiesSports: scene('facilities-sports', 'Pistas deportivas y campo de fútbol', 'Sports courts and the football pitch'),
  facilitiesLibrary: scene('facilities-library', 'Biblioteca con estanterías altas y mesas de estudio', 'The library with tall shelves and study tables'),
  facilitiesLab: scene('facilities-lab', 'Laboratorio de ciencias con microscopios', 'The science laboratory with microscopes'),
  facilitiesDining: scene('facilities-dining', 'Comedor escolar con mesas preparadas', 'The school dining room with tables set'),
  virtualEntrance: scene('virtual-entrance', 'Vista panorámica de la entrada principal', 'Panoramic view of the main entrance'),
  virtualClassroom: scene('virtual-classroom', 'Vista panorámica de un aula de primaria', 'Panoramic view of a primary classroom'),
  virtualSportsHall: scene('virtual-sports-hall', 'Vista panorámica del pabellón deportivo', 'Panoramic view of the sports hall'),
  virtualAuditorium: scene('virtual-auditorium', 'Vista panorámica del salón de actos', 'Panoramic view of the assembly hall'),
  founderSchool: scene('founder-school', 'Ilustración del primer edificio del colegio en 1982', 'Illustration of the first school building in 1982'),
  students: scene('students', 'Alumnos felices jugando en el jardín', 'Happy pupils playing in the garden'),
  stageEarly: scene('stage-early', 'Niños pequeños jugando con bloques de colores', 'Young children playing with coloured blocks'),
  stagePep: scene('stage-pep', 'Alumnos de primaria investigando plantas', 'Primary pupils studying plants'),
  stagePai: scene('stage-pai', 'Alumnos de secundaria trabajando en equipo con un portátil', 'Secondary pupils working as a team on a laptop'),
  stagePd: scene('stage-pd', 'Alumnos de bachillerato debatiendo en clase', 'Upper-school students debating in class'),
  extendedHours: scene('extended-hours', 'Reloj del colegio y alumnos llegando temprano', 'The school clock and pupils arriving early'),
  orientation: scene('orientation', 'Orientadora conversando con un alumno', 'A counsellor talking with a pupil'),
  nursing: scene('nursing', 'Enfermería escolar luminosa con botiquín', 'The bright school nurse’s room with a first-aid kit'),
  routesBus: scene('routes-bus', 'Autobús escolar recorriendo una avenida arbolada', 'A school bus driving along a tree-lined avenue'),
  extraNew: scene('extra-new', 'Alumnos programando un pequeño robot', 'Pupils programming a small robot'),
  extraSports: scene('extra-sports', 'Balones y raquetas en una pista', 'Balls and rackets on a court'),
  extraLanguages: scene('extra-languages', 'Bocadillos de diálogo con las banderas de varios idiomas', 'Speech bubbles with the flags of several languages'),
  extraOther: scene('extra-other', 'Instrumentos musicales y un tablero de ajedrez', 'Musical instruments and a chessboard'),
  sportsSwimming: scene('sports-swimming', 'Nadador en una calle de la piscina', 'A swimmer in a pool lane'),
  sportsPadel: scene('sports-padel', 'Pista de pádel con palas y pelota', 'A padel court with rackets and a ball'),
  sportsSki: scene('sports-ski', 'Esquiadores en una ladera nevada', 'Skiers on a snowy slope'),
  tripStudy: scene('trip-study', 'Alumnos de viaje de estudios frente a un monumento', 'Pupils on a study trip in front of a monument'),
  tripVisit: scene('trip-visit', 'Visita escolar a un museo', 'A school visit to a museum'),
  tripExchange: scene('trip-exchange', 'Alumnos de intercambio con maletas en un aeropuerto', 'Exchange pupils with suitcases at an airport'),
  tripSki: scene('trip-ski', 'Semana blanca: alumnos con esquís en la montaña', 'Ski week: pupils with skis in the mountains'),
  news1: scene('news-1', 'Alumnos en la entrega de diplomas', 'Pupils at a diploma ceremony'),
  news2: scene('news-2', 'Equipo deportivo del colegio celebrando una victoria', 'The school team celebrating a win'),
  news3: scene('news-3', 'Feria de ciencias con proyectos de los alumnos', 'A science fair with pupils’ projects'),
  familyMeeting: scene('family-meeting', 'Familias y profesores reunidos en torno a una mesa', 'Families and teachers gathered around a table'),
  campSchoolSports: scene('camp-school-sports', 'Niños jugando al fútbol en el campamento de día', 'Children playing football at the day camp'),
  campBeachescolas: scene('camp-beachescolas', 'Playa de Galicia con tablas de surf', 'A Galician beach with surfboards'),
  campLaEspuela: scene('camp-laespuela', 'Caballos en una granja entre montañas de Ávila', 'Horses at a farm among the mountains of Ávila'),
  campImmersion: scene('camp-immersion', 'Alumnos en un taller de inglés y emprendimiento', 'Pupils in an English and entrepreneurship workshop'),
  campVillage: scene('camp-village', 'Villa deportiva con pistas y tiendas', 'A sports village with courts and tents'),
  campEeuu: scene('camp-eeuu', 'Lago rodeado de bosque con canoas en Pensilvania', 'A forest lake with canoes in Pennsylvania'),
  campAntibes: scene('camp-antibes', 'Costa mediterránea de Antibes con un velero', 'The Mediterranean coast at Antibes with a sailing boat'),
  campBuckswood: scene('camp-buckswood', 'Mansión en la campiña inglesa', 'A manor house in the English countryside'),
  mediaEmprende: scene('media-emprende', 'Conferencia de emprendimiento en el salón de actos', 'An entrepreneurship talk in the assembly hall'),
  mediaTv: scene('media-tv', 'Cámara de televisión grabando a dos alumnos presentadores', 'A TV camera filming two pupil presenters'),
  mediaRadio: scene('media-radio', 'Alumnos hablando ante un micrófono de radio', 'Pupils speaking into a radio microphone'),
  magazineCover: {
    src: '/images/magazine-cover.jpg',
    width: 800,
    height: 1100,
    alt: { es: 'Portada del número 1 de la revista The Liceo Times', en: 'Cover of issue 1 of The Liceo Times magazine' },
  },
  contactPhoto: scene('contact-photo', 'Recepción del colegio con un mostrador de bienvenida', 'The school reception with a welcome desk'),
  contactClosing: scene('contact-closing', 'Atardecer sobre los jardines del colegio', 'Sunset over the school gardens'),
} as const satisfies Record<string, ImageAsset>;

export type ImageKey = keyof typeof images;
