import type { AppConfig } from '../config/env.ts';

/**
 * Fastify's `trustProxy` from TRUST_PROXY (docs/decisions/015-behind-a-proxy.md): nobody when unset; a hop
 * count trusts the socket's peer and the next `hops - 1` addresses of X-Forwarded-For, read from the right,
 * whatever they are; a list trusts those addresses and networks only, so anyone else's X-Forwarded-For is
 * ignored and their own address counts.
 */
export function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
