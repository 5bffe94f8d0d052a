// Composes the built-in default pictures (decision 020) from Fluent Emoji Flat (MIT, Microsoft):
// each is three emoji on soft white shapes over a transparent ground, so that the page's frame
// (the centre's own light colour) shows through. Also writes a PNG of each on a light ground,
// for link previews, which take no SVG. The output is committed (assets/default-pictures/):
// run again after changing src/modules/pictures/default-pictures.ts or topic-pictures.ts.
//   npm run pictures:generate --workspace @volunteerly/api
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { defaultPictures, defaultPictureSize, type DefaultPicture } from '../src/modules/pictures/default-pictures.ts';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

const require = createRequire(import.meta.url);
const iconSet = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
) as IconSet;
const outputDirectory = path.resolve(import.meta.dirname, '../assets/default-pictures');

/** The ground of the PNG copies: a light, warm neutral that sits with any centre's colours. */
const previewGround = '#f4efe7';

/** An emoji as an SVG element at a place and size, its ids prefixed so that two emoji never share one. */
function emojiElement(name: string, prefix: string, place: { x: number; y: number; size: number; turn: number }) {
  const icon = iconSet.icons[name];
  if (!icon) throw new Error(`Fluent Emoji Flat has no "${name}"`);
  const width = icon.width ?? iconSet.width ?? 32;
  const height = icon.height ?? iconSet.height ?? 32;
  const body = icon.body
    .replace(/id="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
  const left = place.x - place.size / 2;
  const top = place.y - place.size / 2;
  return (
    `<g transform="rotate(${place.turn} ${place.x} ${place.y})">` +
    `<svg x="${left}" y="${top}" width="${place.size}" height="${place.size}" viewBox="0 0 ${width} ${height}">${body}</svg>` +
    `</g>`
  );
}

/** The picture as SVG: soft shapes, the main emoji in the middle (safe in a square crop) and two beside it. */
function composeSvg(picture: DefaultPicture, ground?: string): string {
  const { width, height } = defaultPictureSize;
  const [main, left, right] = picture.emoji;
  const dots = [
    [250, 470, 12],
    [330, 120, 9],
    [930, 110, 14],
    [990, 420, 10],
    [170, 300, 8],
    [1060, 250, 7],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.7"/>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${picture.alt.en}</title>`,
    ground ? `<rect width="${width}" height="${height}" fill="${ground}"/>` : '',
    `<circle cx="150" cy="90" r="230" fill="#ffffff" fill-opacity="0.35"/>`,
    `<circle cx="1090" cy="540" r="270" fill="#ffffff" fill-opacity="0.3"/>`,
    `<circle cx="600" cy="290" r="225" fill="#ffffff" fill-opacity="0.55"/>`,
    dots,
    `<ellipse cx="600" cy="452" rx="130" ry="16" fill="#0f172a" fill-opacity="0.08"/>`,
    emojiElement(left, 'left', { x: 385, y: 350, size: 150, turn: -8 }),
    emojiElement(right, 'right', { x: 815, y: 235, size: 150, turn: 8 }),
    emojiElement(main, 'main', { x: 600, y: 285, size: 270, turn: 0 }),
    `</svg>`,
  ].join('');
}

mkdirSync(outputDirectory, { recursive: true });
for (const picture of defaultPictures) {
  const svg = composeSvg(picture);
  writeFileSync(path.join(outputDirectory, `${picture.slug}.svg`), `${svg}\n`);
  const png = await sharp(Buffer.from(composeSvg(picture, previewGround)))
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(outputDirectory, `${picture.slug}.png`), png);
  process.stdout.write(`${picture.slug}: ${svg.length} bytes of SVG, ${png.length} bytes of PNG\n`);
}
