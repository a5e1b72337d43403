// The demo merchants as merchants really ship them: every SVG picture but the favicon drawn as a
// 1,200-pixel JPEG photo with a photo's grain (a deterministic noise, so the files compress like photos,
// 40–170 KB each, not like flat art), and the merchant files naming the JPEGs. bench/lighthouse.mjs
// --photos serves these, to measure what a page costs with real pictures.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1200;

/** A seeded grain the size of the largest picture: the same bytes on every run. */
function grain(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 128 + ((seed >> 16) % 48) - 24;
  }
  return { pixels, width, height };
}

async function photoOf(svg, noise) {
  const { width = WIDTH } = await sharp(svg).metadata();
  const drawn = await sharp(svg, { density: (72 * WIDTH) / width })
    .resize({ width: WIDTH })
    .flatten({ background: '#ffffff' })
    .toBuffer({ resolveWithObject: true });
  const { pixels } = noise;
  const tile = await sharp(pixels, { raw: { width: noise.width, height: noise.height, channels: 3 } })
    .extract({ left: 0, top: 0, width: drawn.info.width, height: drawn.info.height })
    .png()
    .toBuffer();
  return sharp(drawn.data)
    .composite([{ input: tile, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Writes the photo copy of `merchantsDir` into `outDir` (replaced), and returns `outDir`. */
export async function writePhotoMerchants(merchantsDir, outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const noise = grain(WIDTH, WIDTH);
  for (const merchant of fs.readdirSync(merchantsDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const from = path.join(merchantsDir, merchant.name);
    const to = path.join(outDir, merchant.name);
    fs.mkdirSync(path.join(to, 'images'), { recursive: true });
    for (const file of fs.readdirSync(path.join(from, 'images'))) {
      const svg = fs.readFileSync(path.join(from, 'images', file));
      // A favicon stays the small icon it is.
      if (file.startsWith('favicon.')) fs.writeFileSync(path.join(to, 'images', file), svg);
      else fs.writeFileSync(path.join(to, 'images', file.replace(/\.svg$/, '.jpg')), await photoOf(svg, noise));
    }
    const config = fs.readFileSync(path.join(from, 'merchant.json'), 'utf8');
    const named = config.replace(/(images\/(?!favicon\.)[\w.-]+)\.svg/g, '$1.jpg');
    fs.writeFileSync(path.join(to, 'merchant.json'), named);
  }
  return outDir;
}
