import type { CopyTree } from './types';

/**
 * Home page copy. `{placeholders}` are filled from content/site.ts, so a
 * fact is written once.
 */
export const home = {
  eyebrow: { es: 'Colegio bilingüe internacional · La Moraleja', en: 'International bilingual school · La Moraleja' },
  headline: { es: 'Educar en la felicidad', en: 'Educating in happiness' },
  lead: {
    es: 'Desde {foundedYear} acompañamos a cada alumno desde su primer año de vida hasta el Bachillerato Internacional, en español y en inglés.',
    en: 'Since {foundedYear} we have walked with every child from their first year of life to the International Baccalaureate, in Spanish and in English.',
  },
  heroCarouselLabel: { es: 'Imágenes del colegio', en: 'Pictures of the school' },
  intro: {
    title: { es: 'Un colegio donde aprender es una alegría', en: 'A school where learning is a joy' },
    paragraphs: {
      es: [
        'Creemos que un niño feliz aprende mejor, se atreve a preguntar y crece seguro de sí mismo. Por eso cuidamos el clima afectivo tanto como los resultados: cada alumno es conocido por su nombre y acompañado en su propio ritmo.',
        'Más de {years} años después de nuestra fundación, seguimos fieles a la misma idea: una educación internacional, exigente y humana, con los idiomas, la ciencia, el deporte y los valores en el centro de cada día.',
      ],
      en: [
        'We believe that a happy child learns better, dares to ask and grows up confident. That is why we care for the emotional climate as much as for results: every pupil is known by name and supported at their own pace.',
        'More than {years} years after our founding, we remain true to the same idea: an international education that is demanding and humane, with languages, science, sport and values at the heart of every day.',
      ],
    },
  },
  factsTitle: { es: 'El colegio en cifras', en: 'The school in figures' },
  facts: {
    founded: { es: 'año de fundación', en: 'the year we were founded' },
    years: { es: 'años educando', en: 'years of teaching' },
    gardens: { es: 'm² de jardines', en: 'm² of gardens' },
    sports: { es: 'm² de instalaciones deportivas', en: 'm² of sports facilities' },
    athletes: { es: 'deportistas federados', en: 'federated athletes' },
    languages: { es: 'idiomas: {languages}', en: 'languages: {languages}' },
    startingAge: { es: 'año: la edad a la que empiezan nuestros alumnos', en: 'year old: the age our pupils start' },
    enrolmentFigure: { es: 'Todo el curso', en: 'All year' },
    enrolment: { es: 'matrícula abierta', en: 'enrolment open' },
  },
  camps: {
    eyebrow: { es: 'Verano', en: 'Summer' },
    text: {
      es: 'Campamento de día School & Sports en el colegio y campamentos en España y en el extranjero: deporte, idiomas y naturaleza para crecer durante el verano.',
      en: 'The School & Sports day camp at school and camps in Spain and abroad: sport, languages and the outdoors to grow over the summer.',
    },
  },
  facilities: {
    eyebrow: { es: 'Instalaciones', en: 'Facilities' },
    title: { es: 'Espacio para crecer', en: 'Room to grow' },
    text: {
      es: '{gardens} de jardines y {sports} de instalaciones deportivas: piscina, pistas, biblioteca, laboratorios y comedor propio.',
      en: '{gardens} of gardens and {sports} of sports facilities: a swimming pool, courts, a library, laboratories and our own dining room.',
    },
    sliderLabel: { es: 'Fotos de las instalaciones', en: 'Photos of the facilities' },
  },
  doubts: {
    title: { es: '¿Tienes dudas?', en: 'Have any doubts?' },
    text: {
      es: 'Cuéntanos qué necesitas y te responderemos personalmente. También puedes venir a conocernos: la matrícula está abierta todo el curso.',
      en: 'Tell us what you need and we will answer you personally. You can also come and meet us: enrolment is open all school year.',
    },
  },
} as const satisfies CopyTree;
