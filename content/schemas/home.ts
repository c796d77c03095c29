import * as z from 'zod';
import { factsHint, localized, paragraphsWithFacts, picture, textWithFacts } from './fields';

/*
 * content/data/home.json: the home page's texts. `{slots}` are school facts
 * (content/data/site.json) the page fills in, so a fact is written once.
 */


/** The words under each figure of the facts band (the figures come from the school facts). */
const factLabel = (title: string) => textWithFacts.meta({ title, description: factsHint });

export const homeFile = z
  .object({
    heroPictures: z.array(picture('hero', 'Foto')).min(1, { error: 'needs one picture at least' }).meta({ title: 'Fotos de la portada', description: 'Pasan una tras otra tras el título de la portada.' }),
    facilityPictures: z.array(picture()).min(1, { error: 'needs one picture at least' }).meta({ title: 'Fotos de las instalaciones', description: 'El carrusel de la portada.' }),
    home: z
      .object({
        eyebrow: localized.meta({ title: 'Antetítulo', description: 'Sobre el titular de la portada.' }),
        headline: localized.meta({ title: 'Titular' }),
        lead: textWithFacts.meta({ title: 'Entradilla', description: factsHint }),
        heroCarouselLabel: localized.meta({ title: 'Nombre del carrusel de fotos', description: 'Lo leen los lectores de pantalla.' }),
        intro: z
          .object({ title: localized.meta({ title: 'Título' }), paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }) })
          .meta({ title: 'Presentación' }),
        factsTitle: localized.meta({ title: 'Título de las cifras' }),
        facts: z
          .object({
            founded: factLabel('Tras el año de fundación'),
            years: factLabel('Tras los años'),
            gardens: factLabel('Tras los m² de jardines'),
            sports: factLabel('Tras los m² de instalaciones deportivas'),
            athletes: factLabel('Tras los deportistas'),
            languages: factLabel('Tras el número de idiomas'),
            startingAge: factLabel('Tras la edad de inicio'),
            enrolmentFigure: localized.meta({ title: 'Matrícula: en lugar de la cifra' }),
            enrolment: localized.meta({ title: 'Matrícula: texto' }),
          })
          .meta({ title: 'Textos de las cifras', description: 'Las cifras salen de los datos del colegio; aquí sólo sus textos.' }),
        camps: z
          .object({ eyebrow: localized.meta({ title: 'Antetítulo' }), text: localized.meta({ title: 'Texto' }) })
          .meta({ title: 'Campamentos' }),
        facilities: z
          .object({
            eyebrow: localized.meta({ title: 'Antetítulo' }),
            title: localized.meta({ title: 'Título' }),
            text: textWithFacts.meta({ title: 'Texto', description: factsHint }),
            sliderLabel: localized.meta({ title: 'Nombre del carrusel de fotos', description: 'Lo leen los lectores de pantalla.' }),
          })
          .meta({ title: 'Instalaciones' }),
        doubts: z.object({ title: localized.meta({ title: 'Título' }), text: localized.meta({ title: 'Texto' }) }).meta({ title: '¿Tienes dudas?' }),
      })
      .meta({ title: 'Portada' }),
  })
  .meta({ title: 'Portada', description: 'Los textos de la portada de la web.' });

export type HomeFile = z.infer<typeof homeFile>;
export type HomeCopy = HomeFile['home'];
