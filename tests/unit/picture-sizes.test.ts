import { describe, expect, it } from 'vitest';
import { columns, contentSizes, coverScale } from '@/lib/picture-sizes';

describe('contentSizes', () => {
  it('follows the content column beside the side navigation by default', () => {
    expect(contentSizes({})).toBe('(min-width: 1200px) 864px, (min-width: 900px) calc(100vw - 288px), calc(100vw - 32px)');
  });

  it('gives a grid column, mobile first, and leaves out bands equal to the next narrower one', () => {
    expect(contentSizes({ sm: columns(2), lg: columns(3) })).toBe(
      '(min-width: 1200px) 272px, (min-width: 900px) calc(50vw - 156px), (min-width: 600px) calc(50vw - 28px), calc(100vw - 32px)',
    );
    expect(contentSizes({ base: 256 })).toBe('256px');
    expect(contentSizes({}, { sideNav: false })).toBe('(min-width: 1200px) 1152px, calc(100vw - 32px)');
  });

  it('widens a picture that covers a box relatively taller than itself', () => {
    expect(coverScale({ width: 1200, height: 800 }, 4 / 3)).toBe(1.125);
    expect(coverScale({ width: 1200, height: 800 }, 16 / 9)).toBe(1);
    expect(contentSizes({ lg: 400 }, { scale: 1.125 })).toBe(
      '(min-width: 1200px) 450px, (min-width: 900px) calc(112.5vw - 324px), calc(112.5vw - 36px)',
    );
  });
});
