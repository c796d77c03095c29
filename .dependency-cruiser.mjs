/**
 * The project's layers, checked by `npm run lint` (dependency-cruiser). Each
 * layer may import the layers below it and never one above:
 *
 *   content/schemas   the data files' shapes: zod and their own helpers only
 *   content/          the data files, and the modules that read them for the pages
 *   i18n/, lib/       computations over content (no facts, no page words)
 *   components/       server components and islands
 *   app/              routes: thin files that compose components
 *
 * Beside them, `browser/` (code that runs in the browser: the inline scripts,
 * the islands' loader and runtime) and `receiver/` (the enquiry receiver, a
 * server of its own) may use content/, i18n/ and lib/, and never components/
 * or app/. The tools at the top, scripts/ (the build's steps), bench/, e2e/
 * and tests/, may import any layer; no layer imports them, nor the packages
 * of packages/ (npm workspaces), which import nothing of the site.
 *
 * Type-only imports count (tsPreCompilationDeps), and so does any cycle.
 */

/** A path pattern for the given top-level folders of the project. */
const under = (...folders) => `^(${folders.join('|')})/`;

const tools = ['scripts', 'bench', 'e2e', 'tests'];
/** The tools' own settings at the top of the project (Playwright's reads the browser's flags from scripts/). */
const toolSettings = '^(playwright|vitest)\\.config\\.m?ts$';

/**
 * A layer's rule: the modules under `folders` import none under `above`, nor
 * the tools.
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
const layer = (name, comment, folders, above) => ({ name, comment, severity: 'error', from: { path: under(...folders) }, to: { path: under(...above, ...tools) } });

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Two modules that import each other, even through others or for types only: one of them sees the other half made. Move what both need into a module below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'schemas-use-zod-only',
      comment: 'content/schemas/ describes the data files: it may use zod and its own helpers, nothing of the site above it and no other package.',
      severity: 'error',
      from: { path: '^content/schemas/' },
      to: {
        pathNot: ['^content/schemas/', '^node_modules/zod/'],
        dependencyTypesNot: ['core'],
      },
    },
    layer('content-below-lib', 'content/ holds the facts and reads them: it does not compute with lib/, nor show anything.', ['content'], ['lib', 'i18n', 'components', 'app', 'browser', 'receiver']),
    layer('lib-below-components', 'lib/ and i18n/ compute for the pages, the browser and the receiver: they never import what shows a page.', ['lib', 'i18n'], ['components', 'app', 'browser', 'receiver']),
    layer('components-below-app', 'components/ are composed by app/, never the other way round; they run on the server or as islands, not as browser/ or receiver/ code.', ['components'], ['app', 'browser', 'receiver']),
    layer('app-on-top', 'app/ composes components; the browser code and the receiver are built and run apart from it.', ['app'], ['browser', 'receiver']),
    layer('browser-not-components', 'Code that runs in the browser uses content/, i18n/ and lib/ only: a component would bring React and the server into an inline script.', ['browser'], ['components', 'app', 'receiver']),
    layer('receiver-not-components', 'The enquiry receiver is a server of its own: it shares the enquiry with the form through lib/, never through components/.', ['receiver'], ['components', 'app', 'browser']),
    layer('packages-apart', 'A package of its own (packages/artwork, an npm workspace) uses nothing of the site: it is built and tested apart.', ['packages'], ['content', 'i18n', 'lib', 'components', 'app', 'browser', 'receiver']),
    {
      name: 'tools-on-top',
      comment: 'The build steps, the bench and the tests use the site and the packages; the site never uses them. (e2e/ and bench/ may share support code with scripts/.)',
      severity: 'error',
      from: { pathNot: [under(...tools, 'packages'), toolSettings] },
      to: { path: under(...tools, 'packages') },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import of a module that is not there.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '^(\\.next|out|out-admin|\\.generated|public|node_modules|test-results|playwright-report)/',
        '^bench/reference/',
        '^tests/fixtures/[^/]+/(\\.next|out)/',
        // Copies of the project built beside it (bench/news-scale.ts, e2e/news-article.spec.ts), as .gitignore and the lint leave them.
        '^tests/fixtures/\\.[^/]+/',
      ],
    },
    // Type-only imports count: a loop of types is a loop of modules all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

export default config;
