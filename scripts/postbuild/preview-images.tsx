// Link-preview (Open Graph / Twitter) images: one 1200×630 JPEG per section
// and language, the section's hero picture under a navy band with its title.
// The text is laid out by next/og (Satori), which turns every glyph into a
// path with its bundled font, so no system font is needed on the build machine.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ImageResponse } from 'next/og';
import { version as nextVersion } from 'next/package.json';
import sharp from 'sharp';
import type { RouteKey } from '@/content/navigation';
import { articleOf } from '@/content/news';
import { messages } from '@/i18n/messages';
import { routing, type Locale } from '@/i18n/routing';
import { articleSlug, previewImagePath, previewImageSize, previewPicture, previewSections } from '@/lib/seo';

const { width, height } = previewImageSize;
const colours = { navy: '#0d1c36', cream: '#faf7f1', gold: '#e2c286' };

const crest = `data:image/svg+xml;base64,${readFileSync(join(process.cwd(), 'app/icon.svg')).toString('base64')}`;

/** Title and line above it for a section's image. */
function captions(section: RouteKey, locale: Locale) {
  const { layout, nav } = messages[locale];
  const slug = articleSlug(section);
  if (slug) return { eyebrow: `${layout.siteName} · ${nav.news}`, title: articleOf(slug).title[locale] };
  return section === 'home'
    ? { eyebrow: layout.siteTagline, title: layout.siteName }
    : { eyebrow: `${layout.siteName} · ${layout.siteTagline}`, title: nav[section as keyof typeof nav] };
}

/** The band with the crest and text, on a transparent canvas the size of the image. */
async function band(section: RouteKey, locale: Locale): Promise<Buffer> {
  const { eyebrow, title } = captions(section, locale);
  const titleSize = title.length > 44 ? 48 : title.length > 22 ? 64 : 80;
  const response = new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <div style={{ display: 'flex', height: 8, width: '100%', background: colours.gold }} />
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 40,
            padding: '44px 64px 52px',
            background: colours.navy,
            color: colours.cream,
          }}
        >
          {/* Satori renders a data-URI picture; an <img> here never reaches a browser. */}
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
          <img src={crest} width={100} height={120} style={{ background: colours.cream, borderRadius: 12, padding: 10 }} />
          <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
            {/* No-break spaces: one line, and Satori spaces them evenly (normal spaces pick up kerning). */}
            <div style={{ fontSize: 28, color: colours.gold }}>{eyebrow.replace(/ /g, '\u00a0')}</div>
            <div style={{ fontSize: titleSize, lineHeight: 1.1, marginTop: 10 }}>{title}</div>
          </div>
        </div>
      </div>
    ),
    { width, height },
  );
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Each image is kept in .cache/previews/ under a hash of all it is made of
 * (this module's text, Next's and sharp's versions, the image's size, the
 * crest, the captions and the picture's bytes): a rebuild that changes no
 * title and no picture, with 300 articles 600 images, draws none again.
 */
const cacheDir = join(process.cwd(), '.cache/previews');
const recipe = createHash('sha256')
  .update(JSON.stringify([nextVersion, sharp.versions.sharp, previewImageSize, crest]))
  .update(readFileSync(join(process.cwd(), 'scripts/postbuild/preview-images.tsx')));

/** Writes one image; true if it had to be drawn. */
async function writePreview(outDir: string, section: RouteKey, locale: Locale): Promise<boolean> {
  const file = join(outDir, previewImagePath(section, locale));
  mkdirSync(dirname(file), { recursive: true });
  const picture = readFileSync(join(process.cwd(), 'public', previewPicture(section).src));
  const cached = join(cacheDir, `${recipe.copy().update(JSON.stringify(captions(section, locale))).update(picture).digest('hex').slice(0, 20)}.jpg`);
  const drawn = !existsSync(cached);
  if (drawn) {
    mkdirSync(cacheDir, { recursive: true });
    await sharp(picture)
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .composite([{ input: await band(section, locale) }])
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toFile(`${cached}.part`);
    renameSync(`${cached}.part`, cached);
  }
  copyFileSync(cached, file);
  return drawn;
}

/** Writes out/og/<section>-<locale>.jpg for every section and language, two at a time; returns how many, and how many were drawn (not in the cache). */
export async function writePreviewImages(outDir: string): Promise<{ images: number; drawn: number }> {
  const queue = previewSections.flatMap((section) => routing.locales.map((locale) => ({ section, locale })));
  const images = queue.length;
  let drawn = 0;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) if (await writePreview(outDir, job.section, job.locale)) drawn += 1;
  };
  await Promise.all([worker(), worker()]);
  return { images, drawn };
}
