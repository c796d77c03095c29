// React DOM's client, as an ES module of its own for the runtime to import apart: a dynamic import of the
// CommonJS package itself would give only its default export once bundled.
export { hydrateRoot } from 'react-dom/client';
