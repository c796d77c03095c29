import { articleRoutes, hrefFor, type RouteKey } from '@/content/navigation';
import { routing } from '@/i18n/routing';

/** One page of every template the site has, measured in both languages. */
export const sampledTemplates = {
  home: 'home',
  'section index': 'services',
  'text page': 'founder',
  fees: 'fees',
  'year group': 'yearGroup2018',
  calendar: 'calendar',
  'camp detail': 'camp-antibes',
  'bus routes': 'routes',
  contact: 'contact',
  news: 'news',
  // The newest article, whichever the office has published last.
  'news article': articleRoutes[0]!.key,
} as const satisfies Record<string, RouteKey>;

export type Template = keyof typeof sampledTemplates;

export const sampledPages = routing.locales.flatMap((locale) =>
  Object.entries(sampledTemplates).map(([template, key]) => ({
    template: template as Template,
    locale,
    path: hrefFor(locale, key),
  })),
);

/** The reference app (bench/reference): a layout and a paragraph, same stack. */
export const referencePages = routing.locales.map((locale) => ({ template: 'reference' as const, locale, path: `/${locale}/` }));
