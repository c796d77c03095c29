import { describe, expect, it } from 'vitest';
import { routes } from '@/content/navigation';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { sourceTexts } from '../support/source-files';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

// The specification's `common` namespace (section 9).
const commonKeys = [
  'add', 'subtract', 'news', 'contact', 'contact_us', 'summer_camps', 'what_are_doing',
  'summer_camps_text', 'see_more', 'share_in', 'know_more', 'see_facilities', 'register',
  'place_application', 'see_program', 'see_video', 'virtual_visit', 'discover_foundation',
  'you_join', 'know_foundation', 'liceo_in_the_media', 'morning', 'afternoon',
  'make_your_booking', 'download_magazine', 'send_message',
];

const sources = sourceTexts();

/** Namespaces keyed by route: every route's message (its own key, or its family's, `campsAge`) is used. */
const routeKeyedNamespaces = new Set(['nav', 'meta']);
const routeKeys = new Set<string>(routes.map((route) => route.message.key));

/**
 * A message is used when a file asks next-intl for its namespace
 * (`namespace: 'footer'`) and names its key as a string ('phone'), or reads
 * the messages file directly (`es.notFound.title`).
 */
function isUsed(key: string): boolean {
  const [namespace, name] = key.split('.') as [string, string];
  if (routeKeyedNamespaces.has(namespace) && routeKeys.has(name)) return true;
  // The specification's common namespace is kept whole, used or not (section 9).
  if (namespace === 'common' && commonKeys.includes(name)) return true;
  const asked = new RegExp(`namespace: '${namespace}'`);
  const named = new RegExp(`['"\`]${name}['"\`]`);
  return sources.some((source) => (asked.test(source) && named.test(source)) || source.includes(`.${namespace}.${name}`));
}

describe('messages', () => {
  it('are all used by the site', () => {
    expect(keysOf(es).filter((key) => !isUsed(key))).toEqual([]);
  });

  it('count a message as unused when nothing names it', () => {
    expect(isUsed('layout.skipToContent')).toBe(true);
    expect(isUsed('nav.founder')).toBe(true);
    expect(isUsed('layout.noSuchMessage')).toBe(false);
    expect(isUsed('nav.noSuchRoute')).toBe(false);
  });

  it('es.json and en.json have exactly the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
  });

  it('no message is empty', () => {
    for (const messages of [es, en]) {
      const empty = keysOf(messages).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('hold every key of the specification\'s common namespace', () => {
    expect(Object.keys(es.common).sort()).toEqual([...commonKeys].sort());
  });

  it('label every route in both languages', () => {
    for (const route of routes) {
      expect(es.nav, route.key).toHaveProperty(route.message.key);
      expect(en.nav, route.key).toHaveProperty(route.message.key);
    }
  });

  it('use the specification\'s button labels', () => {
    expect(es.common.send_message).toBe('Enviar Mensaje');
    expect(en.common.send_message).toBe('Send Message');
  });
});
