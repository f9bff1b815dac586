/**
 * Draws the app icons into public/icons (run once after a design change; the PNGs are committed):
 *
 *   node_modules/.bin/tsx tooling/pwa/generate-icons.ts
 *
 * A white payment card on the brand blue, anti-aliased by 4×4 supersampling, encoded as PNG with node:zlib.
 * "any" icons have rounded corners; the maskable one is full-bleed with the card inside the 80 % safe zone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
const BRAND: Rgb = [0x1f, 0x4c, 0xbd];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const STRIPE: Rgb = [0x16, 0x37, 0x8a];
const CHIP: Rgb = [0xf2, 0xb7, 0x3f];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * size * 4, size * 4).copy(rows, y * (size * 4 + 1) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Inside a rounded rectangle (coordinates in units of the icon size, 0..1). */
const inRoundedRect = (x: number, y: number, left: number, top: number, right: number, bottom: number, radius: number) => {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
};

function drawIcon(size: number, maskable: boolean): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  // The card: 64 % wide in "any" icons, 52 % in the maskable one (inside the 80 % safe circle).
  const scale = maskable ? 0.52 : 0.64;
  const width = scale;
  const height = scale * 0.63;
  const left = (1 - width) / 2;
  const top = (1 - height) / 2;
  const paint = (x: number, y: number): { color: Rgb; alpha: number } => {
    const background = maskable || inRoundedRect(x, y, 0, 0, 1, 1, 0.22);
    if (!background) return { color: BRAND, alpha: 0 };
    if (inRoundedRect(x, y, left, top, left + width, top + height, height * 0.12)) {
      const stripeTop = top + height * 0.2;
      if (y >= stripeTop && y <= stripeTop + height * 0.17) return { color: STRIPE, alpha: 1 };
      if (inRoundedRect(x, y, left + width * 0.1, top + height * 0.5, left + width * 0.28, top + height * 0.76, height * 0.04)) return { color: CHIP, alpha: 1 };
      return { color: WHITE, alpha: 1 };
    }
    return { color: BRAND, alpha: 1 };
  };
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const { color, alpha } = paint((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size);
          r += color[0] * alpha;
          g += color[1] * alpha;
          b += color[2] * alpha;
          a += alpha;
        }
      }
      const offset = (py * size + px) * 4;
      pixels[offset] = a ? Math.round(r / a) : 0;
      pixels[offset + 1] = a ? Math.round(g / a) : 0;
      pixels[offset + 2] = a ? Math.round(b / a) : 0;
      pixels[offset + 3] = Math.round((a / samples ** 2) * 255);
    }
  }
  return pixels;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const out = join(process.cwd(), 'public', 'icons');
  mkdirSync(out, { recursive: true });
  for (const icon of ICONS) {
    writeFileSync(join(out, icon.file), encodePng(icon.size, drawIcon(icon.size, icon.maskable)));
    process.stdout.write(`icons: ${icon.file} (${icon.size}×${icon.size}${icon.maskable ? ', maskable' : ''})\n`);
  }
}
