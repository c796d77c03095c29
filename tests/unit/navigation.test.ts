import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campAges, camps } from '@/content/camps';
import { feesCourse, yearGroupBirthYears } from '@/content/fees';
import { articleRoutes, campAgeRoutes, campDetailRoutes, childrenOf, getRoute, legalRoutes, navbarSections, routes, schoolSections, yearGroupRoutes } from '@/content/navigation';
import { specSampleOnly } from '../support/spec-sample';

const appDir = join(process.cwd(), 'app', '[locale]');

function pageFiles(dir = appDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pageFiles(path);
    return name === 'page.tsx' ? [relative(appDir, dir)] : [];
  });
}

describe('route tree', () => {
  it('holds the 53 pages of the specification that no data file makes, the 4 legal pages, the accessibility statement, and one page per camp, camp finder age, year of birth and news article, with unique keys and paths', () => {
    const count = 58 + camps.length + campAges.length + yearGroupBirthYears.length + articleRoutes.length;
    expect(routes).toHaveLength(count);
    expect(new Set(routes.map((route) => route.key)).size).toBe(count);
    expect(new Set(routes.map((route) => route.path)).size).toBe(count);
  });

  it('holds the specification\'s 60 routes, the 4 legal pages and the accessibility statement, the camp finder\'s 14 pages, the 17 years of birth and one page per news article, with unique keys and paths', (context) => {
    specSampleOnly(context);
    expect(articleRoutes.length).toBeGreaterThan(0);
    const count = 96 + articleRoutes.length;
    expect(routes).toHaveLength(count);
    expect(new Set(routes.map((route) => route.key)).size).toBe(count);
    expect(new Set(routes.map((route) => route.path)).size).toBe(count);
  });

  it('has one page per news article under the news page, out of the menus, newest first, titled by its own words', () => {
    expect(articleRoutes.map((route) => route.path)).toEqual(articleRoutes.map((route) => `/life/news/${route.slug}`));
    for (const route of articleRoutes) {
      expect(route.parent, route.key).toBe('news');
      expect(route.showNavbar, route.key).toBe(false);
      expect(route.message.key, route.key).toBe('newsArticle');
    }
  });

  it('has one page per year of birth the school takes in the fee year, the 17 before its first, under admission, out of the menus', () => {
    expect(yearGroupRoutes.map((route) => route.path)).toEqual(Array.from({ length: 17 }, (_, index) => `/admission/year-group/${feesCourse.startYear - 17 + index}`));
    for (const route of yearGroupRoutes) {
      expect(route.parent, route.key).toBe('admission');
      expect(route.showNavbar, route.key).toBe(false);
      expect(route.navbarStyle, route.key).toBe('solid');
      expect(route.message, route.key).toEqual({ key: 'yearGroup', values: { year: route.birthYear } });
    }
    // The section's menu still lists its four pages.
    expect(childrenOf('admission', { menuOnly: true }).map((route) => route.key)).toEqual(['application', 'visit', 'fees', 'opendoors']);
  });

  it('has one camp finder page per age a camp takes, under camps, out of the menus, labelled by one shared message', () => {
    expect(campAges.length).toBeGreaterThan(0);
    expect(campAgeRoutes.map((route) => route.path)).toEqual(campAges.map((age) => `/camps/age/${age}`));
    for (const route of campAgeRoutes) {
      expect(route.parent, route.key).toBe('camps');
      expect(route.showNavbar, route.key).toBe(false);
      expect(route.message, route.key).toEqual({ key: 'campsAge', values: { age: route.age } });
    }
  });

  it('has one page per camp entry under camps, out of the menus, named and described by its own words', () => {
    expect(camps.length).toBeGreaterThan(0);
    for (const camp of camps) {
      expect(getRoute(camp.key)).toMatchObject({ path: `/camps/${camp.slug}`, parent: 'camps', showNavbar: false, navbarStyle: 'on-scroll' });
      expect(getRoute(camp.key).message).toEqual({ key: 'camp', values: { nameEs: camp.name.es, nameEn: camp.name.en } });
    }
  });

  it('has the pages of the specification\'s camps, each named and described by its own words', (context) => {
    specSampleOnly(context);
    expect(getRoute('camp-antibes')).toMatchObject({ path: '/camps/antibes', parent: 'camps', showNavbar: false });
    expect(getRoute('camp-antibes').message).toEqual({
      key: 'camp',
      values: { nameEs: 'Antibes', nameEn: 'Antibes' },
    });
    expect(getRoute('camp-eeuu').message.values).toMatchObject({ nameEs: 'Independent Lake Camp', nameEn: 'Independent Lake Camp' });
  });

  it('puts the footer\'s policy entries on top-level pages that no menu shows', () => {
    expect(legalRoutes.map((route) => [route.key, route.path])).toEqual([
      ['privacy', '/privacy'], ['cookies', '/cookies'], ['legal', '/legal'], ['whistleblower', '/whistleblower'], ['accessibility', '/accessibility'],
    ]);
    for (const route of legalRoutes) {
      expect(route.parent, route.key).toBe('home');
      expect(route.showNavbar, route.key).toBe(false);
      expect(route.navbarStyle, route.key).toBe('solid');
    }
    // The footer lists the school's sections and, apart, the legal pages.
    expect(schoolSections.map((route) => route.key)).toEqual([
      'meetus', 'stages', 'ibschool', 'admission', 'life', 'services', 'camps', 'foundation', 'media', 'contact',
    ]);
  });

  it('shows the seven sections of the bar, in order', () => {
    expect(navbarSections.map((route) => route.key)).toEqual([
      'meetus', 'stages', 'ibschool', 'admission', 'life', 'services', 'camps',
    ]);
  });

  it('keeps foundation, media, contact and home out of the bar', () => {
    for (const key of ['foundation', 'media', 'contact', 'home', 'privacy', 'cookies', 'legal', 'whistleblower', 'accessibility'] as const) {
      expect(getRoute(key).showNavbar).toBe(false);
    }
    expect(childrenOf('foundation').map((route) => route.key)).toEqual(['reason', 'president', 'foundational', 'social']);
    expect(childrenOf('media').map((route) => route.key)).toEqual(['magazine', 'emprende', 'tv', 'radio']);
  });

  it('lists the pages no menu shows', () => {
    expect(campDetailRoutes.map((route) => route.path)).toEqual(camps.map((camp) => `/camps/${camp.slug}`));
    const hiddenMeetUs = childrenOf('meetus').filter((route) => !route.showNavbar).map((route) => route.key);
    expect(hiddenMeetUs).toEqual(['seefacilities', 'virtualvisit']);
  });

  it('lists the specification\'s camps among the pages no menu shows', (context) => {
    specSampleOnly(context);
    expect(campDetailRoutes.map((route) => route.path)).toEqual([
      '/camps/beachescolas', '/camps/laespuela', '/camps/immersion', '/camps/village',
      '/camps/eeuu', '/camps/antibes', '/camps/buckswood',
    ]);
  });

  it('gives each section the navbar style of the specification', () => {
    expect(getRoute('home').navbarStyle).toBe('overlay');
    expect(getRoute('ibschool').navbarStyle).toBe('overlay');
    for (const key of ['services', 'routes', 'life', 'calendar', 'media', 'tv'] as const) {
      expect(getRoute(key).navbarStyle, key).toBe('solid');
    }
    for (const key of ['meetus', 'founder', 'admission', 'fees', 'camps', ...camps.map((camp) => camp.key), 'contact'] as const) {
      expect(getRoute(key).navbarStyle, key).toBe('on-scroll');
    }
  });

  it('matches the route files under app/[locale]: every route has a page, every page a route', () => {
    const files = pageFiles().sort();
    // Pages made from data share one file with a dynamic segment.
    const families = [
      { routes: campDetailRoutes, file: 'camps/[camp]' },
      { routes: campAgeRoutes, file: 'camps/age/[age]' },
      { routes: articleRoutes, file: 'life/news/[article]' },
      { routes: yearGroupRoutes, file: 'admission/year-group/[year]' },
    ];
    const fromData = new Set(families.flatMap((family) => family.routes.map((route) => route.path)));
    const expected = routes
      .filter((route) => !fromData.has(route.path))
      .map((route) => route.path.slice(1))
      .concat(families.map((family) => family.file))
      .sort();
    expect(files).toEqual(expected);
    for (const family of families) expect(existsSync(join(appDir, family.file, 'page.tsx')), family.file).toBe(true);
  });
});
