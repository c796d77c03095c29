import { measureOnUse } from './on-use';
async function main() {
  const urls = process.argv.slice(2).map((path) => `http://127.0.0.1:4399${path}`);
  const results = await measureOnUse(urls);
  for (const [url, r] of results) console.log(url, (r.jsBytes / 1024).toFixed(1), 'KB', 'inline', (r.inlineBytes / 1024).toFixed(1), r.scripts.join(' '), 'form+', ((r.formJsBytes ?? 0) / 1024).toFixed(1));
}
void main();
