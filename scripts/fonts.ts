// npm run fonts: writes the site's two font files, app/fonts/*.woff2, from
// the variable fonts in @fontsource-variable, keeping only the characters
// Spanish and English text uses and the weights the design uses. Run it
// after changing either list; commit the files it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { fontCharacters, fontFiles, fontWeights } from '../app/font-subset';

async function main() {
  for (const { source, output } of Object.values(fontFiles)) {
    const font = await subsetFont(readFileSync(source), fontCharacters, {
      targetFormat: 'woff2',
      variationAxes: { wght: fontWeights },
    });
    writeFileSync(output, font);
    console.log(`${output}: ${font.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
