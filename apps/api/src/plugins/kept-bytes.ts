// An answer kept for a while as bytes: a rendered page for its few seconds (docs/decisions/013-server-rendering.md,
// "Cost and cache"), the price index's JSON until the next run of its job. Everything a request for it
// needs is made once per answer, not once per request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifNoneMatches } from './http-caching.ts';

export type KeptEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 6: for a 190 KB home page about 2 ms of CPU and 19.7 KB, where quality 11 (the build's,
 * for files made once) takes 200 ms for 17.6 KB, and a page is compressed again after every change.
 */
const BROTLI_QUALITY = 6;

/** Brotli first: about an eighth smaller than gzip for these pages. */
const ENCODINGS: KeptEncoding[] = ['br', 'gzip'];

/** The encoding a request's `Accept-Encoding` prefers among those kept, or none (the bytes as they are). */
export function keptEncoding(acceptEncoding: string | undefined): KeptEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding, ENCODINGS) ?? undefined;
}

/**
 * The answer's bytes: UTF-8 once (writing the 190 KB string of the home page encoded it again on every
 * request, half of the CPU of a cached page), its ETag once, and each compressed copy once, made when a
 * first request asks for that encoding; requests arriving meanwhile wait for the same compression.
 */
export class KeptBytes {
  readonly bytes: Buffer;
  readonly etag: string;
  private readonly compressed = new Map<KeptEncoding, Promise<Buffer>>();

  constructor(html: string) {
    this.bytes = Buffer.from(html, 'utf8');
    this.etag = etagOf(this.bytes);
  }

  encoded(encoding: KeptEncoding): Promise<Buffer> {
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

/**
 * Sends kept bytes (a route with `compress: false`): a success's ETag, and 304 to a client that holds
 * them, else the copy its `Accept-Encoding` prefers. The caching hook (plugins/http-caching.ts) keeps the
 * ETag and the Vary set here.
 */
export async function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptBytes, type: string, status = 200) {
  const vary = String(reply.getHeader('Vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (status === 200) {
    reply.header('ETag', kept.etag);
    if (ifNoneMatches(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
  }
  reply.code(status).type(type);
  const encoding = keptEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(kept.bytes);
  return reply.header('Content-Encoding', encoding).send(await kept.encoded(encoding));
}
