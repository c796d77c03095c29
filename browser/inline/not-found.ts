// Inline in the 404 page (app/not-found.tsx): an unknown path goes to the home page, replacing the
// history entry (specification section 2); the English one when the path was under /en/.
const language = location.pathname.startsWith('/en/') ? 'en' : 'es';
const home = document.querySelector<HTMLAnchorElement>(`a[data-home="${language}"]`);
if (home) location.replace(home.href);
