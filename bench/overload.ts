// Overload, measured from outside (issue #16 item 9, docs/decisions/017-operating-the-service.md): many
// more connections than the server can serve at once, each asking again as soon as it is answered.
import http from 'node:http';

export interface OverloadResult {
  connections: number;
  seconds: number;
  served: number;
  servedP50Ms: number;
  servedP99Ms: number;
  refused: number;
  /** Refusals (503) that carried Retry-After, of all refusals. */
  refusedWithRetryAfter: number;
  refusedP99Ms: number;
  /** Anything else: other statuses, socket errors. */
  other: number;
  /** The health probe right after the load stopped. */
  healthAfterMs: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!) : 0);

function get(agent: http.Agent, url: URL): Promise<{ status: number; retryAfter: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Every request reads the database: `no-cache` skips the page kept for visitors (decision 010).
    const req = http.get(url, { agent, headers: { 'cache-control': 'no-cache' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] !== undefined, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, retryAfter: false, ms: performance.now() - started }));
  });
}

/** `connections` clients ask `route` in a loop for `seconds`; served and refused answers are timed apart. */
export async function overload(base: string, route: string, connections = 300, seconds = 20): Promise<OverloadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(route, base);
  const until = performance.now() + seconds * 1000;
  const served: number[] = [];
  const refused: number[] = [];
  let refusedWithRetryAfter = 0;
  let other = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const answer = await get(agent, url);
        if (answer.status === 200) served.push(answer.ms);
        else if (answer.status === 503) {
          refused.push(answer.ms);
          if (answer.retryAfter) refusedWithRetryAfter += 1;
        } else other += 1;
      }
    }),
  );
  agent.destroy();
  const health = await get(new http.Agent(), new URL('/api/v1/health', base));
  served.sort((a, b) => a - b);
  refused.sort((a, b) => a - b);
  return {
    connections,
    seconds,
    served: served.length,
    servedP50Ms: percentile(served, 0.5),
    servedP99Ms: percentile(served, 0.99),
    refused: refused.length,
    refusedWithRetryAfter,
    refusedP99Ms: percentile(refused, 0.99),
    other,
    healthAfterMs: Math.round(health.ms),
  };
}

/** The bar: served p99 ≤ 2 s, every refusal a 503 with Retry-After within 1 s, health within 200 ms after. */
export function overloadVerdict(r: OverloadResult): string {
  const ok = r.servedP99Ms <= 2000 && r.refusedWithRetryAfter === r.refused && r.refusedP99Ms <= 1000 && r.other === 0 && r.healthAfterMs <= 200;
  return `${ok ? 'within' : 'OUTSIDE'} the bar (served p99 ≤ 2,000 ms, refusals with Retry-After at p99 ≤ 1,000 ms, nothing else, health ≤ 200 ms after)`;
}
