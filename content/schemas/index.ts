import type * as z from 'zod';
import { admissionFile, openDay } from './admission';
import { busRoutesFile } from './bus-routes';
import { calendarFile } from './calendar';
import { camp, campsFile } from './camps';
import { contactFile } from './contact';
import { educationFile } from './education';
import { extracurricularFile } from './extracurricular';
import { facilitiesFile } from './facilities';
import { feesFile } from './fees';
import { foundationFile } from './foundation';
import { heroesFile } from './heroes';
import { homeFile } from './home';
import { ibFile } from './ib';
import { legalFile } from './legal';
import { lifeFile } from './life';
import { manifestoFile } from './manifesto';
import { mediaFile } from './media';
import { meetUsFile } from './meetus';
import { newsArticle, newsFile } from './news';
import { partner, partnersFile } from './partners';
import { resultsFile } from './results';
import { servicesFile } from './services';
import { siteFile } from './site';
import { stagesFile } from './stages';
import { videosFile } from './videos';

/** Each data file of content/data/ and the schema that is the one definition of its shape. */
export const dataFiles = {
  'admission.json': admissionFile,
  'bus-routes.json': busRoutesFile,
  'calendar.json': calendarFile,
  'camps-page.json': campsFile,
  'contact.json': contactFile,
  'education.json': educationFile,
  'extracurricular.json': extracurricularFile,
  'facilities.json': facilitiesFile,
  'fees.json': feesFile,
  'foundation.json': foundationFile,
  'heroes.json': heroesFile,
  'home.json': homeFile,
  'ib.json': ibFile,
  'legal.json': legalFile,
  'life.json': lifeFile,
  'manifesto.json': manifestoFile,
  'media.json': mediaFile,
  'meetus.json': meetUsFile,
  'news-page.json': newsFile,
  'partners-page.json': partnersFile,
  'results.json': resultsFile,
  'services.json': servicesFile,
  'site.json': siteFile,
  'stages.json': stagesFile,
  'videos.json': videosFile,
} as const satisfies Record<string, z.ZodType>;

/** The name of a registered data file, like "fees.json". */
export type DataFileName = keyof typeof dataFiles;

/** What a registered data file holds once its schema has read it. */
export type DataOf<Name extends DataFileName> = z.output<(typeof dataFiles)[Name]>;

/**
 * The folders of content/data/ whose files are entries of one kind, one file
 * each (the editor's "folder collections": two people adding news never
 * change the same file), and the schema of an entry. In the editor, each
 * entry's file is named from its `title` field when it is created (its
 * identifier: staff never type one), and the list shows each entry by its
 * title and its date, or its `detail`; it is sorted by `order` where the site
 * orders the entries by a field of theirs (a camp's place in the lists), else
 * newest first where they have a date, else by title.
 */
export const dataFolders = {
  news: { entry: newsArticle, label: 'Noticias', labelSingular: 'noticia', title: 'title.es', date: 'date' },
  partners: { entry: partner, label: 'Colaboradores', labelSingular: 'entidad colaboradora', title: 'name' },
  camps: { entry: camp, label: 'Campamentos', labelSingular: 'campamento', title: 'name.es', detail: '{{place.es}}', order: 'order' },
  'open-days': {
    entry: openDay,
    label: 'Puertas abiertas',
    labelSingular: 'jornada de puertas abiertas',
    title: 'name.es',
    // The month only: the editor writes an open day without its day as "NaN" in a summary, whatever its default.
    detail: 'mes {{month}} de {{year}}',
    order: 'month',
  },
} as const satisfies Record<string, DataFolder>;

/** A registered folder: the schema of its entries, the editor's names for it, and the fields that name and date an entry (dotted paths). */
export type DataFolder = {
  entry: z.ZodType;
  label: string;
  labelSingular: string;
  title: string;
  date?: string;
  /** What the list line shows after the title, for an entry without a `date` (the editor's summary template): a camp's place. */
  detail?: string;
  /** The field the list is sorted by, ascending, where the site orders the entries by it: a camp's place in the lists. */
  order?: string;
};

/** What an entry of a registered folder holds once its schema has read it. */
export type EntryOf<Name extends DataFolderName> = z.output<(typeof dataFolders)[Name]['entry']>;

/** The name of a registered folder of entries, like "news". */
export type DataFolderName = keyof typeof dataFolders;
