import type messages from '@/messages/es.json';
import { campAges, camps, isCampKey } from './camps';
import { yearGroupBirthYears } from './fees';
import { newsArticles } from './news';

/**
 * The site's route tree (specification section 2). Everything that lists pages
 * reads it: the navbar, side navigation, mobile sub-menu strips, static
 * params, the sitemap, the redirect pages and the route tests.
 *
 * Labels are not stored here: each key has a label in messages/{es,en}.json
 * under `nav.<key>` and a description under `meta.<key>`, or, for a family of
 * pages made from data (one per camp, camp age or article), a shared message filled with the
 * page's values.
 */

/** How the navbar looks on a section's pages (specification section 2). */
export type NavbarStyle =
  /** Transparent over the hero; solid after scrolling one screen height minus 80 px. */
  | 'on-scroll'
  /** Always solid. */
  | 'solid'
  /** Never solid: it sits over the hero and scrolls away with it. */
  | 'overlay';

/** A key of both `nav` (labels) and `meta` (descriptions) in messages/*.json. */
export type RouteMessageKey = keyof typeof messages.nav & keyof typeof messages.meta;

/**
 * Where a page's label and description come from: `nav.<key>` and `meta.<key>`, filled with `values`
 * (an article's title and summary in each language, since a page of the tree has one message per language).
 */
export type RouteMessage = { readonly key: RouteMessageKey; readonly values?: Readonly<Record<string, number | string>> };

export type RouteNode = {
  readonly key: string;
  /** Unprefixed path as the specification writes it ('/' for home). */
  readonly path: string;
  /** false keeps the entry out of menus; the page still exists. */
  readonly showNavbar?: boolean;
  readonly navbarStyle?: NavbarStyle;
  /** A legal page: the footer lists it apart from the school's sections. */
  readonly legal?: boolean;
  /** For a page made from data: its message, when it is not the route's own key. */
  readonly message?: RouteMessage;
  /** For a page made from one entry of content/data/ (`camps/antibes.json`): the content check names it when the page's path is wrong or taken. */
  readonly file?: string;
  readonly children?: readonly RouteNode[];
};

const hidden = { showNavbar: false } as const;
/** Reading pages: out of the menus, with a solid bar over a short hero. */
const legalPage = { showNavbar: false, navbarStyle: 'solid', legal: true } as const;

export const routeTree = {
  key: 'home',
  path: '/',
  showNavbar: false,
  navbarStyle: 'overlay',
  children: [
    {
      key: 'meetus',
      path: '/meetus',
      children: [
        { key: 'founder', path: '/meetus/founder' },
        { key: 'manifesto', path: '/meetus/manifiesto' },
        { key: 'students', path: '/meetus/students' },
        { key: 'education', path: '/meetus/education' },
        { key: 'facilities', path: '/meetus/facilities' },
        { key: 'seefacilities', path: '/meetus/seefacilities', ...hidden },
        { key: 'virtualvisit', path: '/meetus/virtualvisit', ...hidden },
        { key: 'results', path: '/meetus/results' },
        { key: 'values', path: '/meetus/values' },
      ],
    },
    {
      key: 'stages',
      path: '/stages',
      children: [
        { key: 'early', path: '/stages/early' },
        { key: 'ibpep', path: '/stages/ibpep' },
        { key: 'ibpai', path: '/stages/ibpai' },
        { key: 'ibpd', path: '/stages/ibpd' },
      ],
    },
    { key: 'ibschool', path: '/ibschool', navbarStyle: 'overlay' },
    {
      key: 'admission',
      path: '/admission',
      children: [
        { key: 'application', path: '/admission/application' },
        { key: 'visit', path: '/admission/visit' },
        { key: 'fees', path: '/admission/fees' },
        { key: 'opendoors', path: '/admission/opendoors' },
        // The answers to "Which year will my child join?", one page per year of birth the school takes in the
        // fee year (/admission/year-group/2018), from the fee data: they move with the course. A short hero
        // under a solid bar, so that the answer shows at once.
        ...yearGroupBirthYears.map((year) => ({
          key: `yearGroup${year}` as const,
          path: `/admission/year-group/${year}`,
          ...hidden,
          navbarStyle: 'solid' as const,
          message: { key: 'yearGroup', values: { year } } as const satisfies RouteMessage,
        })),
      ],
    },
    {
      key: 'life',
      path: '/life',
      navbarStyle: 'solid',
      children: [
        { key: 'calendar', path: '/life/calendar' },
        { key: 'activities', path: '/life/activities' },
        {
          key: 'news',
          path: '/life/news',
          // Each article's page (/life/news/<slug>), linked from the news page: a reading page under a solid bar.
          children: newsArticles.map(({ slug, title, summary }) => ({
            key: `article-${slug}` as const,
            path: `/life/news/${slug}`,
            ...hidden,
            file: `news/${slug}.json`,
            navbarStyle: 'solid' as const,
            message: { key: 'newsArticle', values: { titleEs: title.es, titleEn: title.en, summaryEs: summary.es, summaryEn: summary.en } } as const satisfies RouteMessage,
          })),
        },
        { key: 'family', path: '/life/family' },
        { key: 'alumns', path: '/life/alumns', ...hidden },
        { key: 'multimedia', path: '/life/multimedia' },
        { key: 'partners', path: '/life/partners' },
      ],
    },
    {
      key: 'services',
      path: '/services',
      navbarStyle: 'solid',
      children: [
        { key: 'extended', path: '/services/extended' },
        { key: 'orientation', path: '/services/orientation' },
        { key: 'nursing', path: '/services/nursing' },
        { key: 'diningroom', path: '/services/diningroom' },
        { key: 'routes', path: '/services/routes' },
        { key: 'extracurricular', path: '/services/extracurricular' },
        { key: 'sportsSchools', path: '/services/sports' },
      ],
    },
    {
      key: 'camps',
      path: '/camps',
      children: [
        { key: 'campsSports', path: '/camps/sports' },
        { key: 'campsSpain', path: '/camps/spain' },
        { key: 'campsForeign', path: '/camps/foreign' },
        // Each camp's page (/camps/<slug>), one per file of content/data/camps/, reached from the camp lists.
        ...camps.map(({ key, slug, name }) => ({
          key,
          path: `/camps/${slug}`,
          ...hidden,
          file: `camps/${slug}.json`,
          // Its description, the camp's search summary, is filled in from the camp's own days and ages (lib/page-descriptions.ts).
          message: { key: 'camp', values: { nameEs: name.es, nameEn: name.en } } as const satisfies RouteMessage,
        })),
        // The camp finder's answers, one page per age (/camps/age/9), linked from the camps home:
        // a short hero under a solid bar, so that the answer shows at once.
        ...campAges.map((age) => ({
          key: `campsAge${age}` as const,
          path: `/camps/age/${age}`,
          ...hidden,
          navbarStyle: 'solid' as const,
          message: { key: 'campsAge', values: { age } } as const satisfies RouteMessage,
        })),
      ],
    },
    {
      key: 'foundation',
      path: '/foundation',
      ...hidden,
      children: [
        { key: 'reason', path: '/foundation/reason' },
        { key: 'president', path: '/foundation/president' },
        { key: 'foundational', path: '/foundation/foundational' },
        { key: 'social', path: '/foundation/social' },
      ],
    },
    {
      key: 'media',
      path: '/media',
      navbarStyle: 'solid',
      ...hidden,
      children: [
        { key: 'magazine', path: '/media/magazine' },
        { key: 'emprende', path: '/media/emprende' },
        { key: 'tv', path: '/media/tv' },
        { key: 'radio', path: '/media/radio' },
      ],
    },
    { key: 'contact', path: '/contact', ...hidden },
    // The footer's policy entries (specification section 2, "Home"), and the accessibility statement beside them.
    { key: 'privacy', path: '/privacy', ...legalPage },
    { key: 'cookies', path: '/cookies', ...legalPage },
    { key: 'legal', path: '/legal', ...legalPage },
    { key: 'whistleblower', path: '/whistleblower', ...legalPage },
    { key: 'accessibility', path: '/accessibility', ...legalPage },
  ],
} as const satisfies RouteNode;

type KeysOf<N> = N extends { key: infer K; children: readonly (infer C)[] }
  ? K | KeysOf<C>
  : N extends { key: infer K }
    ? K
    : never;

/** Every route key, as a literal union: a typo in a key is a type error. */
export type RouteKey = KeysOf<typeof routeTree>;

export type Route = {
  key: RouteKey;
  path: string;
  /** The top-level section the route belongs to ('home' for home). */
  section: RouteKey;
  /** Parent route key, undefined for home. */
  parent?: RouteKey;
  showNavbar: boolean;
  navbarStyle: NavbarStyle;
  legal: boolean;
  /** Its label (`nav`) and description (`meta`) in messages/*.json. */
  message: RouteMessage;
};

function flatten(node: RouteNode, parent?: Route): Route[] {
  const route: Route = {
    key: node.key as RouteKey,
    path: node.path,
    section: (parent && parent.key !== 'home' ? parent.section : node.key) as RouteKey,
    parent: parent?.key,
    showNavbar: node.showNavbar !== false,
    // Pages take their section's style; home's style is its own.
    navbarStyle:
      node.navbarStyle ?? (parent && parent.key !== 'home' ? parent.navbarStyle : 'on-scroll'),
    legal: node.legal === true,
    message: node.message ?? { key: node.key as RouteMessageKey },
  };
  return [route, ...(node.children ?? []).flatMap((child) => flatten(child, route))];
}

/** Every route of the site, home first, in menu order. */
export const routes: readonly Route[] = flatten(routeTree);

const byKey = new Map(routes.map((route) => [route.key, route]));

export function getRoute(key: RouteKey): Route {
  const route = byKey.get(key);
  if (!route) throw new Error(`Unknown route key: ${key}`);
  return route;
}

/** Direct children of a route, in menu order. */
export function childrenOf(key: RouteKey, { menuOnly = false } = {}): Route[] {
  return routes.filter((route) => route.parent === key && (!menuOnly || route.showNavbar));
}

/** The sections shown in the top bar, in order. */
export const navbarSections: readonly Route[] = childrenOf('home', { menuOnly: true });

/** Every top-level section, including those hidden from the bar and the legal pages. */
export const sections: readonly Route[] = childrenOf('home');

/** The sections of the school itself, as the footer lists them: no legal page. */
export const schoolSections: readonly Route[] = sections.filter((route) => !route.legal);

/** The legal pages the footer links to (top-level, but not sections of the school), in footer order. */
export const legalRoutes: readonly Route[] = routes.filter((route) => route.legal);

/** `/es/stages/early/`: the exported URL of a route in a locale. */
export function localizedPath(locale: string, path: string): string {
  return path === '/' ? `/${locale}/` : `/${locale}${path}/`;
}

/** Path segments of a route, for static params (`/camps/antibes` → ['camps', 'antibes']). */
export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The exported URL of a route key in a locale. */
export function hrefFor(locale: string, key: RouteKey): string {
  return localizedPath(locale, getRoute(key).path);
}

/** The camp detail pages (/camps/antibes, …), one per camp: reachable from the camp lists, not from menus. */
export const campDetailRoutes: readonly Route[] = childrenOf('camps').filter((route) => isCampKey(route.key));

/** The route key of a year of birth's page: `yearGroup2018`. */
export type YearGroupKey = `yearGroup${number}`;

/** The pages per year of birth (/admission/year-group/2018), with that year. */
export const yearGroupRoutes: readonly (Route & { key: YearGroupKey; birthYear: number })[] = childrenOf('admission').flatMap((route) => {
  const year = route.message.key === 'yearGroup' ? route.message.values?.year : undefined;
  return typeof year === 'number' ? [{ ...route, key: route.key as YearGroupKey, birthYear: year }] : [];
});

/** The camp finder's pages, one per age (/camps/age/9), with that age. */
export const campAgeRoutes: readonly (Route & { age: number })[] = childrenOf('camps').flatMap((route) => {
  const age = route.message.key === 'campsAge' ? route.message.values?.age : undefined;
  return typeof age === 'number' ? [{ ...route, age }] : [];
});

/** The news articles' pages (/life/news/<slug>), newest first, each with its slug. */
export const articleRoutes: readonly (Route & { slug: string })[] = childrenOf('news').map((route) => ({ ...route, slug: segmentsOf(route.path).at(-1)! }));
