// Runs in the staff editor (out-admin/) before Sveltia CMS, which asks a CDN (unpkg) two things;
// this editor loads nothing from a CDN, so they are answered from the pinned npm package:
// - every hour, whether a newer version exists: the version changes only in package.json, so
//   the answer is the pinned version (the script element's data-version);
// - the interface's words in the browser's language (Spanish, for the school's staff): the
//   package's own file, copied beside the editor into locales/ (scripts/admin.ts).
const { version } = (document.currentScript as HTMLScriptElement).dataset;
const updateCheck = 'https://unpkg.com/@sveltia/cms/package.json';
const interfaceWords = `https://unpkg.com/@sveltia/cms@${version}/locales/`;
const fetchFromNetwork = window.fetch.bind(window);

const addressOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

window.fetch = (input, init) => {
  const address = addressOf(input);
  if (address === updateCheck) return Promise.resolve(Response.json({ name: '@sveltia/cms', version }));
  if (address.startsWith(interfaceWords)) return fetchFromNetwork(new URL(`locales/${address.slice(interfaceWords.length)}`, document.baseURI), init);
  return fetchFromNetwork(input, init);
};
