// A rendered page as it is kept for its few seconds (docs/decisions/013-server-rendering.md, "Cost and
// cache"): everything a request for it needs is made once per page, not once per request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { etagOf } from '../../plugins/http-caching.ts';

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 6: for a 190 KB home page about 2 ms of CPU and 19.7 KB, where quality 11 (the build's,
 * for files made once) takes 200 ms for 17.6 KB, and a page is compressed again after every change.
 */
const BROTLI_QUALITY = 6;

/** Brotli first: about an eighth smaller than gzip for these pages. */
const ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/** The encoding a request's `Accept-Encoding` prefers among those kept, or none (the bytes as they are). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding, ENCODINGS) ?? undefined;
}

/**
 * The page's bytes: UTF-8 once (writing the 190 KB string of the home page encoded it again on every
 * request, half of the CPU of a cached page), its ETag once, and each compressed copy once, made when a
 * first request asks for that encoding; requests arriving meanwhile wait for the same compression.
 */
export class RenderedPage {
  readonly bytes: Buffer;
  readonly etag: string;
  private readonly compressed = new Map<PageEncoding, Promise<Buffer>>();

  constructor(html: string) {
    this.bytes = Buffer.from(html, 'utf8');
    this.etag = etagOf(this.bytes);
  }

  encoded(encoding: PageEncoding): Promise<Buffer> {
    let copy = this.compressed.get(encoding);
    if (!copy) {
      const { bytes } = this;
      copy =
        encoding === 'br'
          ? brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : gzip(bytes, { level: 9 });
      this.compressed.set(encoding, copy);
      // A failed compression is not kept: the next request tries again.
      copy.catch(() => this.compressed.delete(encoding));
    }
    return copy;
  }
}
