// Writes an HTML contact sheet of SVG files so the art can be looked at in one screenshot:
//   node scripts/art/contact-sheet.mjs <out.html> <columns> <cell width> <background> <files...>
import { writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const [out, columns = '6', width = '190', background = '#eef1f4', ...files] = process.argv.slice(2);
const cells = files
  .map(
    (file) =>
      `<figure><img src="file://${resolve(file)}" width="${width}"><figcaption>${basename(file, '.svg')}</figcaption></figure>`,
  )
  .join('\n');
writeFileSync(
  out,
  `<!doctype html><html><body style="margin:0;background:${background};font:10px sans-serif">
<style>main{display:grid;grid-template-columns:repeat(${columns},${width}px);gap:6px;padding:6px}
figure{margin:0;background:#fff;padding:2px}img{display:block}figcaption{color:#555}</style>
<main>${cells}</main></body></html>`,
);
