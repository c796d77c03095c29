/**
 * The editor's config.yml (Sveltia CMS), written by scripts/admin.ts from the
 * data files' schemas (content/schemas/index.ts): one collection per data
 * file, so a file registered there appears in the editor with no other change.
 * Where the repository lives and who signs staff in is read from the
 * environment at build time (see docs/deploying.md, "The staff editor").
 */
import { stringify } from 'yaml';
import type * as z from 'zod';
import { maxPictureBytes } from '@/content/schemas/fields';
import { getRoute, localizedPath, type RouteKey } from '@/content/navigation';
import type { DataFileName, DataFolder } from '@/content/schemas';
import { siteOrigin } from '@/content/site';
import { cmsFile, collectionName, type CmsField, type Unlabelled } from './cms-fields';
import { placeholders } from './cms-placeholders';

/** The folder of the data files, from the repository's root. */
export const dataFolder = 'content/data';

/** The media library: the pictures staff upload in the editor go here, and the data files name them under publicFolder (scripts/images.ts publishes them there). */
export const mediaFolder = 'content/pictures';
export const publicFolder = '/images';

export type CmsSettings = {
  /** The GitHub repository, `owner/name`. */
  repo: string;
  /** The branch the site is built from: the editor's pull requests go into it. */
  branch: string;
  /** The origin of the sign-in worker (sveltia-cms-auth), `https://…`. */
  authOrigin: string;
  /** The public site, for the editor's "view on site" link and picture previews. */
  siteOrigin: string;
};

export { placeholders } from './cms-placeholders';

function httpsOrigin(name: string, value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.hostname !== 'localhost') throw new Error(`${name} must be an https URL: ${value}`);
  return url.origin;
}

/** The settings of this build: CMS_REPO, CMS_BRANCH, CMS_AUTH_URL and SITE_URL. */
export function cmsSettings(env: Readonly<Record<string, string | undefined>> = process.env): CmsSettings {
  const repo = env.CMS_REPO?.trim() || placeholders.repo;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_REPO must be owner/name, like school/website: ${repo}`);
  return {
    repo,
    branch: env.CMS_BRANCH?.trim() || placeholders.branch,
    authOrigin: httpsOrigin('CMS_AUTH_URL', env.CMS_AUTH_URL?.trim() || placeholders.authOrigin),
    siteOrigin: siteOrigin(env.SITE_URL),
  };
}

export type CmsCollection = {
  name: string;
  label: string;
  description?: string;
  files: { name: string; label: string; file: string; format: DataFormat; preview_path?: string; fields: CmsField[] }[];
};

/** A folder of entries, one file each, that staff add to with the editor's "New" button (a "folder collection"). */
export type CmsFolderCollection = {
  name: string;
  label: string;
  label_singular: string;
  description?: string;
  folder: string;
  extension: 'json';
  format: 'json';
  create: true;
  /** The file's name is made from the entry's title when it is created: staff never type it. */
  identifier_field: string;
  slug: string;
  /** Each entry's line in the list: its title, and its date where it has one. */
  summary: string;
  sortable_fields: { fields: string[]; default: { field: string; direction: 'ascending' | 'descending' } };
  /** The entry's own page, from the site's root: the editor's "view" links open it on the live site and on a pull request's deploy preview. */
  preview_path?: string;
  fields: CmsField[];
};

/** The page that shows each entry of a folder, from the route tree: an article's is /es/life/news/<its name>/, a camp's /es/camps/<its name>/, an open day's the open days page. */
export const entryPages = (): Record<string, string> => ({
  news: `${localizedPath('es', getRoute('news').path)}{{slug}}/`,
  camps: `${localizedPath('es', getRoute('camps').path)}{{slug}}/`,
  'open-days': localizedPath('es', getRoute('opendoors').path),
});

/** The page that shows most of a data file, where the editor's preview link of a change to it opens. */
const filePageKeys = {
  'admission.json': 'admission',
  'bus-routes.json': 'routes',
  'calendar.json': 'calendar',
  'camps-page.json': 'camps',
  'contact.json': 'contact',
  'education.json': 'education',
  'extracurricular.json': 'extracurricular',
  'facilities.json': 'facilities',
  'fees.json': 'fees',
  'foundation.json': 'foundation',
  'heroes.json': 'home',
  'home.json': 'home',
  'ib.json': 'ibschool',
  'legal.json': 'legal',
  'life.json': 'life',
  'manifesto.json': 'manifesto',
  'media.json': 'media',
  'meetus.json': 'meetus',
  'news-page.json': 'news',
  'partners-page.json': 'partners',
  'results.json': 'results',
  'services.json': 'services',
  'site.json': 'home',
  'stages.json': 'stages',
  'videos.json': 'home',
} as const satisfies Record<DataFileName, RouteKey>;

/** Each data file's page, in Spanish, from the route tree: /es/admission/fees/ for fees.json. */
export const filePages = (): Record<string, string> =>
  Object.fromEntries(Object.entries(filePageKeys).map(([file, key]) => [file, localizedPath('es', getRoute(key).path)]));

/**
 * One folder collection per registered folder of entries, searchable by the editor's search: each entry's line
 * its title and its date or other detail; sorted by the field the site orders them by, else newest first, else
 * by title. `pages` gives the path of the page of each entry of a folder that has them, with `{{slug}}` for the
 * entry's name.
 */
export function cmsFolderCollections(dataFolders: Record<string, DataFolder>, unlabelled: Unlabelled = [], pages: Record<string, string> = {}): CmsFolderCollection[] {
  return Object.entries(dataFolders).map(([folder, { entry, label, labelSingular, title, date, detail, order }]) => {
    const { hint, fields } = cmsFile(entry, `${folder}/*.json`, unlabelled);
    return {
      name: folder,
      label,
      label_singular: labelSingular,
      ...(hint ? { description: hint } : {}),
      folder: `${dataFolder}/${folder}`,
      extension: 'json',
      format: 'json',
      create: true,
      identifier_field: title,
      slug: '{{slug}}',
      summary: date ? `{{${title}}} · {{${date}}}` : detail ? `{{${title}}} · ${detail}` : `{{${title}}}`,
      sortable_fields: order
        ? { fields: [order, title], default: { field: order, direction: 'ascending' } }
        : date
          ? { fields: [date, title], default: { field: date, direction: 'descending' } }
          : { fields: [title], default: { field: title, direction: 'ascending' } },
      ...(pages[folder] ? { preview_path: pages[folder] } : {}),
      fields,
    };
  });
}

type DataFormat = 'json' | 'yaml';
/** The formats the editor reads and writes, by the data file's extension. */
const formats: Record<string, DataFormat> = { json: 'json', yaml: 'yaml', yml: 'yaml' };

/** One collection of type "files" per data file, holding that one file; `pages` gives the page that shows a file. */
export function cmsCollections(dataFiles: Record<string, z.ZodType>, unlabelled: Unlabelled = [], pages: Record<string, string> = {}): CmsCollection[] {
  return Object.entries(dataFiles).map(([file, schema]) => {
    const format = formats[file.split('.').pop()!];
    if (!format) throw new Error(`${dataFolder}/${file}: the editor reads and writes JSON or YAML data files only`);
    const { label, hint, fields } = cmsFile(schema, file, unlabelled);
    return {
      name: collectionName(file),
      label,
      ...(hint ? { description: hint } : {}),
      files: [{ name: collectionName(file), label, file: `${dataFolder}/${file}`, format, ...(pages[file] ? { preview_path: pages[file] } : {}), fields }],
    };
  });
}

/** The whole config.yml, as an object. */
export function cmsConfig(
  dataFiles: Record<string, z.ZodType>,
  settings: CmsSettings,
  unlabelled: Unlabelled = [],
  dataFolders: Record<string, DataFolder> = {},
  pages: { folders?: Record<string, string>; files?: Record<string, string> } = {},
) {
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.authOrigin,
    },
    // Every save opens a pull request: CI runs the content check on it before anything is published.
    publish_mode: 'editorial_workflow',
    media_folder: mediaFolder,
    public_folder: publicFolder,
    // An uploaded file's name is made lowercase words joined by hyphens ("Logo Música.svg" → "logo-musica.svg"): the name the partners' schema takes.
    // A picture over the content check's limit is refused at upload.
    media_libraries: { default: { config: { slugify_filename: true, max_file_size: maxPictureBytes } } },
    slug: { encoding: 'ascii', clean_accents: true },
    site_url: settings.siteOrigin,
    display_url: settings.siteOrigin,
    output: {
      // An optional field left empty is left out, as the schemas expect, rather than saved as "".
      omit_empty_optional_fields: true,
      // As the data files are written: two spaces.
      json: { indent_style: 'space', indent_size: 2 },
      yaml: { indent_size: 2 },
    },
    collections: [...cmsFolderCollections(dataFolders, unlabelled, pages.folders), ...cmsCollections(dataFiles, unlabelled, pages.files)],
  };
}

/** config.yml's text, as the editor reads it. */
export const configYaml = (config: ReturnType<typeof cmsConfig>) =>
  `# Generated by scripts/admin.ts from the schemas of content/schemas/: edit those, not this file.\n${stringify(config, { lineWidth: 0 })}`;
