import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text a browser downloads: worth compressing once at build time. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) beside every compressible file
 * of `dir`, so the server sends them as they are instead of compressing each request
 * (docs/decisions/017-operating-the-service.md). Returns how many files it compressed.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  let count = 0;
  for (const file of files) {
    const data = await fs.readFile(file);
    if (data.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip(data, { level: 9 }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/** The browser build's last step: pre-compressed copies of what it wrote. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'solar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDirectory(outDir);
      this.info?.(`pre-compressed ${count} files (brotli and gzip)`);
    },
  };
}
