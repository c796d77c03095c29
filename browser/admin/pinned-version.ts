// Runs in the staff editor (out-admin/) before Sveltia CMS. Every hour the editor asks a CDN
// (unpkg) whether a newer version exists; this editor never loads code from a CDN, and its
// version changes only in package.json, so the question is answered here with the pinned
// version (the script element's data-version), and no request leaves for the CDN.
const { version } = (document.currentScript as HTMLScriptElement).dataset;
const updateCheck = 'https://unpkg.com/@sveltia/cms/package.json';
const fetchFromNetwork = window.fetch.bind(window);

const addressOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

window.fetch = (input, init) =>
  addressOf(input) === updateCheck ? Promise.resolve(Response.json({ name: '@sveltia/cms', version })) : fetchFromNetwork(input, init);
