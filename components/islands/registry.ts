/**
 * Every island of the site, each declared beside its component. Adding an
 * island: its declaration (`<component>.island.ts`, see lib/islands.ts,
 * IslandDeclaration) and a line here. The browser bundles
 * (scripts/browser-bundles.ts: one module per island, and the islands'
 * keeper with each island's behaviour before hydration, and the islands'
 * loader with each island's loading rule) and the server's
 * `<Island of={…}>` are made from these.
 */
export { carousel } from '@/components/media/carousel.island';
export { contactForm } from '@/components/forms/contact-form.island';
