// npm run fonts: writes the site's two font files, app/fonts/*.woff2, from
// the variable fonts in @fontsource-variable, keeping only the characters
// Spanish and English text uses, and the weights and OpenType features the
// design uses. Run it after changing a list; commit the files it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { fontCharacters, fontFeatures, fontFiles, fontWeights } from '../app/font-subset';

async function main() {
  for (const { source, output } of Object.values(fontFiles)) {
    const font = await subsetFont(readFileSync(source), fontCharacters, {
      targetFormat: 'woff2',
      variationAxes: { wght: fontWeights },
      keepFeatures: fontFeatures,
    });
    writeFileSync(output, font);
    console.log(`${output}: ${font.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
