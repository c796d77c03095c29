import { describe, expect, it } from 'vitest';
import { images } from '@/content/images';
import { pictures } from '@/packages/artwork/src/pictures';

// The artwork package (packages/artwork) knows only what it draws; the site
// declares what it shows. They meet at the files in public/images/: a picture
// the school replaces with a photograph is declared by the site and no longer drawn.
describe('the artwork package', () => {
  it('draws only pictures the site shows, each at the size the site declares', () => {
    const shown = new Map(Object.values(images).map(({ src, width, height }) => [src, { width, height }]));
    for (const { file, width, height } of Object.values(pictures)) expect(shown.get(`/images/${file}`), file).toEqual({ width, height });
  });
});
