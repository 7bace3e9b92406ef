// `npx tsx scripts/make-icons.ts`: draws Stichfest's icon (two fanned cards, a club on the front one, on the
// header's felt green) and writes public/icon.svg, the PNGs for the web app manifest and iOS, and favicon.ico.
// The outputs are committed; run this again only when the drawing changes.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const FELT = "#14532d";

/** The drawing on a 512 square. Everything stays inside the middle 80 % circle, so a launcher's mask (the
 * "maskable" purpose) cuts only background. `corner` rounds the square for the browser tab. */
export function iconSvg(corner: number): string {
  const card = `x="-84" y="-117" width="168" height="234" rx="20"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" rx="${corner}" fill="${FELT}"/>
<g transform="translate(222 264) rotate(-14)"><rect ${card} fill="#ffffff" fill-opacity="0.55"/></g>
<g transform="translate(288 250) rotate(10)">
<rect ${card} fill="#ffffff"/>
<g fill="${FELT}" transform="scale(1.12)">
<circle cx="0" cy="-30" r="27"/><circle cx="-29" cy="12" r="27"/><circle cx="29" cy="12" r="27"/>
<circle cx="0" cy="4" r="14"/><path d="M0 0 L-20 62 L20 62 Z"/>
</g>
</g>
</svg>
`;
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 512 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

/** An .ico holding PNG images (every current browser reads those). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size % 256, 0);
    e.writeUInt8(size % 256, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const out = (file: string) => path.join("public", file);
mkdirSync(path.join("public", "icons"), { recursive: true });

const rounded = iconSvg(96);
const square = iconSvg(0); // home screens round or mask it themselves
writeFileSync(out("icon.svg"), rounded);
writeFileSync(out("icons/icon-192.png"), await png(square, 192));
writeFileSync(out("icons/icon-512.png"), await png(square, 512));
writeFileSync(out("apple-touch-icon.png"), await png(square, 180));
writeFileSync(out("favicon.ico"), ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })))));
console.log("[icons] public/icon.svg, icons/icon-192.png, icons/icon-512.png, apple-touch-icon.png, favicon.ico");
