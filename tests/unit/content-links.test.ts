import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { camps } from '@/content/camps';
import { contentDir } from '@/content/data';
import { checkContent, formatProblems } from '@/scripts/content-check/check';
import { contentCopy } from '@/tests/support/content-copy';
import { entryFile, newCamp } from '@/tests/support/new-entries';

/*
 * Links staff write to the site's own pages, checked where staff work: a
 * link in a news article (Markdown, with the editor's link button) to a path
 * of the site that does not exist is refused by the content check, which runs
 * on the editor's pull request, naming the article's file, the field and the
 * link. The site's paths come from the content being checked.
 */

/** The sample article whose Spanish and English texts end with a link to the school calendar. */
const articleFile = 'data/news/la-feria-de-ciencias-llena-el-colegio-de-preguntas.json';
const article = JSON.parse(readFileSync(join('content', articleFile), 'utf8')) as { body: { es: string; en: string } };

/** A copy of content/ whose article has these texts (and these other files). */
const withBody = (body: Partial<typeof article.body>, files: Record<string, string> = {}) =>
  contentCopy({ [articleFile]: `${JSON.stringify({ ...article, body: { ...article.body, ...body } }, null, 2)}\n`, ...files });

/** The line of the article's Spanish or English text in its file as written: the first and second lines of its "body". */
const lineOf = (language: 'es' | 'en') => JSON.stringify(article, null, 2).split('\n').indexOf('  "body": {') + (language === 'es' ? 2 : 3);

const file = `content/${articleFile}`;

describe('links to the site in what staff write', () => {
  it('are all to pages and files of the site in the content as it is', async () => {
    expect(article.body.es).toContain('](/es/life/calendar/)');
    expect(await checkContent(join(process.cwd(), 'content'))).toEqual([]);
  });

  it('refuse a link in an article to a page that does not exist, naming the file, the field and the link', async () => {
    const dir = withBody({ es: article.body.es.replace('](/es/life/calendar/)', '](/es/life/calendario/)') });
    const problems = await checkContent(dir);
    expect(problems).toEqual([
      {
        file,
        field: 'body.es',
        line: lineOf('es'),
        message: 'links to "/es/life/calendario/", which is no page or file of the site: copy the page\'s address from the browser (like "/es/life/calendar/"), or remove the link',
      },
    ]);
    expect(formatProblems(problems)).toContain(`${file}, body.es (line ${lineOf('es')}): links to "/es/life/calendario/"`);
  });

  it('refuse a page without its closing slash, saying how to write it', async () => {
    const dir = withBody({ en: article.body.en.replace('](/en/life/calendar/)', '](/en/life/calendar)') });
    expect(await checkContent(dir)).toEqual([
      { file, field: 'body.en', line: lineOf('en'), message: 'links to "/en/life/calendar": write it with its closing slash, "/en/life/calendar/", as the page\'s address ends' },
    ]);
  });

  it('take the site\'s pages in either language, the unprefixed paths, an anchor, the calendar files and pictures; and refuse a calendar file or picture that is not there', async () => {
    const picture = readdirSync(join(contentDir(), 'pictures')).find((name) => name.endsWith('.jpg'))!;
    const camp = camps[0]!;
    const links = [
      '[los honorarios](/admission/fees/)',
      '[la fila](/es/admission/fees/#primary-1-5)',
      `[${camp.name.en}](/en/camps/${camp.slug}/?from=news)`,
      '[el calendario](/calendar/es/school-year.ics)',
      `![una foto](/images/${picture})`,
      '[otra web](https://www.example.org/page)',
      '[escríbenos](mailto:info@liceo.example)',
      '[el apartado](#lo-que-mas-se-pregunto)',
      '[un campamento](/calendar/es/camp-sin-nombre.ics)',
      '![otra foto](/images/no-such-picture.jpg)',
    ];
    const dir = withBody({ es: `${article.body.es}\n\n${links.join(' ')}` });
    const [problem, ...more] = await checkContent(dir);
    expect(more).toEqual([]);
    expect(problem?.field).toBe('body.es');
    expect(problem?.message.split('; ').map((message) => message.split(',')[0])).toEqual(['links to "/calendar/es/camp-sin-nombre.ics"', 'links to "/images/no-such-picture.jpg"']);
  });

  it('take a link to a page the same change adds (a new camp), since the paths come from the content checked', async () => {
    const link = `[vela](/es/camps/${newCamp.slug}/)`;
    expect((await checkContent(withBody({ es: `${article.body.es} ${link}` }))).map(({ message }) => message.split(',')[0])).toEqual([`links to "/es/camps/${newCamp.slug}/"`]);
    expect(await checkContent(withBody({ es: `${article.body.es} ${link}` }, { [`data/camps/${newCamp.slug}.json`]: entryFile(newCamp.entry) }))).toEqual([]);
  });

  it('check a link written with the site\'s full address, once SITE_URL is set', async () => {
    vi.stubEnv('SITE_URL', 'https://www.colegio.es');
    try {
      const dir = withBody({ es: `${article.body.es} [contacto](https://www.colegio.es/es/contact/) [nada](https://www.colegio.es/es/nada/)` });
      expect((await checkContent(dir)).map(({ message }) => message.split(',')[0])).toEqual(['links to "https://www.colegio.es/es/nada/"']);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
