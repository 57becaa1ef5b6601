// `node apps/web/scripts/build-icons.mjs`: the installed app's icons (web app manifest, vite.config.ts) drawn from
// public/favicon.svg with sharp, written to public/icons/ and committed (run again only when the favicon changes).
// The maskable icon keeps the mark inside the central 80 % safe zone on the theme's background, since the launcher
// crops it to its own shape (a circle, a squircle).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const background = '#f4f6f0';

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icons/icon-${size}.png`));
}
const maskable = 512;
const mark = Math.round(maskable * 0.7);
await sharp({ create: { width: maskable, height: maskable, channels: 4, background } })
  .composite([
    {
      input: await sharp(svg, { density: (72 * mark) / 32 })
        .resize(mark, mark)
        .png()
        .toBuffer(),
      gravity: 'centre',
    },
  ])
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'icons/maskable-512.png'));
console.log('icons written to public/icons/');
