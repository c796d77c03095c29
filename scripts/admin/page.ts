/**
 * The editor's page: the pinned Sveltia CMS file from this origin with its
 * Subresource Integrity hash (a changed file is refused by the browser),
 * after the one script of ours it needs, and its fonts from this origin.
 */
import { escapeAttribute } from '../postbuild/html';
import type { EditorPackage, PinnedFile } from './editor-package';
import type { EditorFonts } from './fonts';

export function adminPage({ editor, packageNotCdn, fonts }: { editor: EditorPackage; packageNotCdn: PinnedFile; fonts: PinnedFile & Pick<EditorFonts, 'styleId'> }): string {
  const attribute = (name: string, value: string) => `${name}="${escapeAttribute(value)}"`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor del sitio</title>
<link rel="icon" href="data:,">
<link ${attribute('id', fonts.styleId)} rel="stylesheet" ${attribute('href', fonts.file)} ${attribute('integrity', fonts.integrity)}>
<link href="config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<script ${attribute('src', packageNotCdn.file)} ${attribute('integrity', packageNotCdn.integrity)} ${attribute('data-version', editor.version)}></script>
<script ${attribute('src', editor.file)} ${attribute('integrity', editor.integrity)}></script>
</body>
</html>
`;
}

export function notFoundPage(): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>No encontrado</title>
</head>
<body>
<p>Esta dirección no existe. <a href="/">Volver al editor</a>.</p>
</body>
</html>
`;
}
