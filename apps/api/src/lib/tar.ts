import fs from 'node:fs/promises';

/**
 * The few tar operations a backup archive needs (docs/decisions/033-live-backups.md): regular files
 * written one after another and read back in order, in the POSIX ustar format every `tar` lists and
 * extracts. Names are at most 100 bytes (ours are short and flat), sizes under 8 GiB.
 */
const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name longer than 100 bytes: ${name}`);
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148); // the checksum counts its own field as spaces
  block.write('0', 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes a tar file entry by entry; `close` adds the two empty blocks that end an archive. */
export async function createTarWriter(file: string) {
  const handle = await fs.open(file, 'wx', 0o600);
  return {
    async add(name: string, data: Buffer, mtime = new Date()) {
      await handle.write(header(name, data.length, mtime));
      await handle.write(data);
      const pad = padding(data.length);
      if (pad) await handle.write(Buffer.alloc(pad));
    },
    async close() {
      await handle.write(Buffer.alloc(BLOCK * 2));
      await handle.sync();
      await handle.close();
    },
    async abort() {
      await handle.close();
    },
  };
}

/** Every regular file of a tar archive, in order, read one at a time (an archive can be larger than memory). */
export async function* readTar(file: string): AsyncGenerator<{ name: string; data: Buffer }> {
  const handle = await fs.open(file, 'r');
  try {
    let offset = 0;
    const block = Buffer.alloc(BLOCK);
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, offset);
      if (bytesRead < BLOCK || block.every((byte) => byte === 0)) return;
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
      if (sum !== parseInt(block.toString('latin1', 148, 156).replace(/\0.*$/s, '').trim(), 8)) {
        throw new Error(`not a tar archive, or a damaged one (bad header at byte ${offset})`);
      }
      const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = parseInt(block.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
      const type = String.fromCharCode(block[156]!);
      offset += BLOCK;
      if (type === '0' || type === '\0') {
        const data = Buffer.alloc(size);
        const read = size ? (await handle.read(data, 0, size, offset)).bytesRead : 0;
        if (read < size) throw new Error(`the archive ends inside ${name}: it is incomplete`);
        yield { name, data };
      }
      offset += size + padding(size);
    }
  } finally {
    await handle.close();
  }
}
