// The fonts of the pictures the server draws for link previews: the site's own Cairo (the @fontsource/cairo
// package), never whatever fonts the machine happens to have, since a server may have none with Arabic
// letters and its pictures would then show empty boxes. libvips reads TrueType but not the WOFF files the
// package ships, so each is unpacked once into DATA_DIR.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadSharp } from '../../lib/images.ts';

/** Cairo's Arabic and Latin halves, regular and bold: pango takes each letter from the file that has it. */
const FACES = ['cairo-arabic-400-normal', 'cairo-arabic-700-normal', 'cairo-latin-400-normal', 'cairo-latin-700-normal'] as const;

/** The family name the pictures' text asks for. */
export const CARD_FONT_FAMILY = 'Cairo';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;

/**
 * The TrueType/OpenType file inside a WOFF 1.0 file (W3C WOFF File Format 1.0): the same tables, each
 * inflated when it was stored compressed, behind an sfnt table directory. Checksums are the original's.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const [offset, stored, original] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const bytes = woff.subarray(offset, offset + stored);
    const data = stored < original ? zlib.inflateSync(bytes) : bytes;
    if (data.length !== original) throw new Error('A WOFF table does not unpack to its stated size');
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  // The directory's binary-search fields (OpenType spec, "Table directory").
  const log2 = Math.floor(Math.log2(count));
  const searchRange = 2 ** log2 * 16;
  const directory = Buffer.alloc(12 + 16 * count);
  directory.writeUInt32BE(flavor, 0);
  directory.writeUInt16BE(count, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(log2, 8);
  directory.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [directory];
  let offset = directory.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(directory, at);
    directory.writeUInt32BE(table.checksum, at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const prepared = new Map<string, Promise<string>>();

/**
 * The fonts made available to the pictures' text, once per process: unpacked into `dir` if not there yet,
 * then each handed to libvips (a text drawn with it registers it with fontconfig for every later one).
 * Answers a font file to name in each text, so that a text drawn first still registers them.
 */
export function cardFonts(dir: string): Promise<string> {
  const known = prepared.get(dir);
  if (known) return known;
  const ready = (async () => {
    const require = createRequire(import.meta.url);
    await fs.mkdir(dir, { recursive: true });
    const files = await Promise.all(
      FACES.map(async (face) => {
        const file = path.join(dir, `${face}.ttf`);
        const existing = await fs.stat(file).catch(() => undefined);
        if (!existing) {
          const woff = await fs.readFile(require.resolve(`@fontsource/cairo/files/${face}.woff`));
          // Written whole under another name first: another process may be reading the same directory.
          const partial = `${file}.${process.pid}.part`;
          await fs.writeFile(partial, sfntFromWoff(woff));
          await fs.rename(partial, file);
        }
        return file;
      }),
    );
    const sharp = await loadSharp();
    for (const fontfile of files) await sharp({ text: { text: 'x', font: CARD_FONT_FAMILY, fontfile } }).toBuffer();
    return files[0]!;
  })();
  prepared.set(dir, ready);
  ready.catch(() => prepared.delete(dir));
  return ready;
}
