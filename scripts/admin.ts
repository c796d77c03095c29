// The last step of `npm run build` (alone: `npm run build:admin`): writes the
// staff editor, Sveltia CMS, as a static folder of its own, out-admin/, to be
// served on its own origin (editar.<domain>) with its own headers. Its script
// is the pinned @sveltia/cms file, copied from the npm package and loaded
// with its integrity hash; config.yml is generated from the data files'
// schemas. See docs/deploying.md, "The staff editor".
// Usage: CMS_REPO=owner/name CMS_BRANCH=main CMS_AUTH_URL=https://… SITE_URL=https://… tsx scripts/admin.ts [--dir out-admin]
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { dataFiles, dataFolders } from '@/content/schemas';
import { cmsConfig, cmsSettings, configYaml, entryPages, filePages, placeholders } from './admin/cms-config';
import { editorPackage, integrityOf, type PinnedFile } from './admin/editor-package';
import { editorFonts } from './admin/fonts';
import { adminHeadersFile, adminNginxConf } from './admin/editor-headers';
import { adminPage, notFoundPage } from './admin/page';

const index = process.argv.indexOf('--dir');
const dir = resolve(index >= 0 ? process.argv[index + 1]! : 'out-admin');

const settings = cmsSettings();
const unlabelled: string[] = [];
const config = cmsConfig(dataFiles, settings, unlabelled, dataFolders, { folders: entryPages(), files: filePages() });
const editor = editorPackage();
const fonts = editorFonts(editor.root, readFileSync(editor.source, 'utf8'));

/** Writes a file of ours whose name carries a hash of its text, and returns its name and integrity. */
function writePinned(name: string, extension: string, text: string): PinnedFile {
  const integrity = integrityOf(text);
  const file = `${name}-${Buffer.from(integrity.slice('sha384-'.length), 'base64').toString('hex').slice(0, 10)}.${extension}`;
  writeFileSync(join(dir, file), text);
  return { file, integrity };
}

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
copyFileSync(editor.source, join(dir, editor.file));
for (const font of fonts.files) copyFileSync(font.source, join(dir, font.file));
// The interface's words in each language, which the editor would fetch from a CDN (browser/admin/package-not-cdn.ts).
cpSync(join(editor.root, 'locales'), join(dir, 'locales'), { recursive: true });
const [packageNotCdnScript] = buildSync({ entryPoints: ['browser/admin/package-not-cdn.ts'], bundle: true, minify: true, format: 'iife', write: false, target: ['chrome111', 'safari16.4', 'firefox115'] }).outputFiles;
const packageNotCdn = writePinned('package-not-cdn', 'js', packageNotCdnScript!.text);
const fontsFile = writePinned('fonts', 'css', fonts.css);
writeFileSync(join(dir, 'index.html'), adminPage({ editor, packageNotCdn, fonts: { ...fontsFile, styleId: fonts.styleId } }));
writeFileSync(join(dir, '404.html'), notFoundPage());
writeFileSync(join(dir, 'config.yml'), configYaml(config));
const immutable = [editor.file, packageNotCdn.file, fontsFile.file, ...fonts.files.map((font) => font.file)];
writeFileSync(join(dir, '_headers'), adminHeadersFile(settings, immutable));
writeFileSync(join(dir, 'nginx.conf'), adminNginxConf(settings, immutable));

for (const [name, value] of Object.entries({ CMS_REPO: placeholders.repo, CMS_AUTH_URL: placeholders.authOrigin }))
  if (!process.env[name]) console.warn(`admin: ${name} is not set; config.yml says ${value} until it is (see docs/deploying.md, "The staff editor")`);
if (unlabelled.length) console.warn(`admin: these fields have no Spanish label (.meta({ title }) in their schema), so the editor shows their name:\n  ${unlabelled.join('\n  ')}`);
console.log(`admin: the editor (Sveltia CMS ${editor.version}) is in ${dir}, with ${config.collections.length} data file(s)`);
