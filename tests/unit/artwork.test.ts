import { describe, expect, it } from 'vitest';
import { images } from '@/content/images';
import { pictures } from '@/packages/artwork/src/pictures';

// The artwork package (packages/artwork) knows only what it draws; the site
// declares what it shows. They meet at the files in public/images/.
describe('the site and the artwork package', () => {
  it('name the same pictures, file for file and size for size', () => {
    const drawn = Object.values(pictures).map(({ file, width, height }) => ({ src: `/images/${file}`, width, height }));
    const shown = Object.values(images).map(({ src, width, height }) => ({ src, width, height }));
    const bySrc = (a: { src: string }, b: { src: string }) => a.src.localeCompare(b.src);
    expect(drawn.sort(bySrc)).toEqual(shown.sort(bySrc));
  });
});
