// The plans behind the benchmark's numbers: for each catalogue route, the statements the API runs (the
// real app, built in this process on the benchmark's database, with every statement the driver sends
// recorded), each then run under EXPLAIN (ANALYZE, BUFFERS) with its parameters and written to
// bench/plans/<engine>-<size>-<route>.txt. A check reads the saved plans: no Seq Scan on products that reads
// more than 20,000 rows (a capped count may read the first thousand or so matches in table order; a scan
// of the whole table is what must never happen), no Sort over more than 5,000 rows.
// The crowd's URLs (crowd-urls.ts) are planned too, one URL of each shape: every plan is checked more
// strictly (no node reads more than 20,000 rows of products, whatever the index), and the slowest are
// saved as bench/plans/<engine>-<size>-crowd-<browse|search>-NN.txt.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import type { CrowdUrl } from './crowd-urls.ts';

/** The routes whose plans are saved (the same requests as the load test). */
export const PLAN_ROUTES = {
  browse: '/api/v1/marketplace/browse-products?page=1&limit=10',
  filtered: '/api/v1/marketplace/browse-products?page=3&limit=10&governorate=aden&sort=price_asc',
  search: `/api/v1/marketplace/search-products?search_keyword=${encodeURIComponent('بطاريه جل')}&limit=10`,
  typo: '/api/v1/marketplace/search-products?search_keyword=growat&limit=10',
  // Filtered by specification (issue #19, docs/decisions/025-listing-specifications.md): panels of 540–600 W,
  // 24 V lithium batteries, batteries and systems of 5 kWh or more by price, and the battery facets at 48 V.
  specPower: '/api/v1/marketplace/browse-products?limit=10&category=solar&minPowerW=540&maxPowerW=600',
  specBattery: '/api/v1/marketplace/browse-products?limit=10&category=batteries&voltage=24&chemistry=lifepo4',
  specKwh: '/api/v1/marketplace/browse-products?limit=10&minKwh=5&sort=price_asc',
  specFacets: '/api/v1/marketplace/filters-product?category=batteries&voltage=48',
} as const;

/** Rows a Sort may take in; more means a list is sorted instead of read off an index. */
export const MAX_SORT_ROWS = 5000;
/**
 * Rows a Seq Scan on products may read (returned plus removed by its filter). A count capped at 1,001
 * rows stops after that many matches, which is cheaper than an index when they are common; a scan that
 * reads on is reading the table.
 */
export const MAX_SEQ_SCAN_ROWS = 20_000;

interface Statement {
  text: string;
  values: unknown[];
}

/** What a saved plan breaks: each entry names the route and what it does. */
export interface PlanCheck {
  seqScans: string[];
  largeSorts: string[];
  /** The crowd's shapes, each planned with one of its URLs, when asked. */
  crowd?: CrowdPlanCheck;
}

/** The crowd's plans: how many shapes were planned, what broke the strict check, and the slowest. */
export interface CrowdPlanCheck {
  shapes: number;
  /** How many shapes broke it. */
  failedShapes: number;
  /** Nodes reading more than MAX_ROWS_READ rows of products, or sorting more than MAX_SORT_ROWS: shape, URL and what. */
  offenders: string[];
  /** The slowest shapes (planning and execution time of their statements, warm), slowest first. */
  slowest: { shape: string; path: string; ms: number; file?: string }[];
  /**
   * Pages of 8 kB the statements of a shape's request touched (shared buffers hit or read, warm): the work
   * a request asks of the database, which other loads on the machine do not change, unlike its time.
   */
  pages: { median: number; p99: number; max: number };
}

/** Rows any node may read from products (returned plus removed by its filter or recheck) in a crowd's plan. */
export const MAX_ROWS_READ = 20_000;
/** Slowest plans of each kind (browse, search) saved to files, and at most this many of those that fail the check. */
const SAVED_CROWD_PLANS = 8;
const SAVED_FAILED_PLANS = 30;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Records the statements `database`'s driver sends while `on` is set: on PostgreSQL at pg.Client (every
 * pooled connection and transaction goes through it), on PGlite at the instance's query.
 */
function recordStatements(database: Database) {
  const statements: Statement[] = [];
  const state = { on: false };
  const note = (config: unknown, values: unknown) => {
    if (!state.on) return;
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const params = values ?? (typeof config === 'object' && config ? (config as { values?: unknown[] }).values : undefined) ?? [];
    statements.push({ text, values: Array.isArray(params) ? params : [] });
  };
  let restore: () => void;
  if (database.kind === 'postgres') {
    const proto = pg.Client.prototype as unknown as { query: QueryFn };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      note(args[0], typeof args[1] === 'function' ? undefined : args[1]);
      return original.apply(this, args);
    };
    restore = () => {
      proto.query = original;
    };
  } else {
    const client = (database.db as unknown as { $client: PGlite }).$client as unknown as { query: QueryFn };
    const original = client.query;
    client.query = (...args: unknown[]) => {
      note(args[0], args[1]);
      return original.apply(client, args);
    };
    restore = () => {
      client.query = original;
    };
  }
  return {
    take: async (work: () => Promise<void>) => {
      statements.length = 0;
      state.on = true;
      try {
        await work();
      } finally {
        state.on = false;
      }
      return [...statements];
    },
    restore: () => restore(),
  };
}

/** Runs SQL for the EXPLAIN step: a connection of its own on PostgreSQL (no statement limit), PGlite itself. */
async function explainer(database: Database, url: string | undefined) {
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      query: async (text: string, values: unknown[] = []) => (await client.query<Record<string, string>>(text, values)).rows,
      close: () => client.end(),
    };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return {
    query: async (text: string, values: unknown[] = []) => (await client.query<Record<string, string>>(text, values)).rows,
    close: async () => {},
  };
}

const EXPLAINABLE = /^\s*(select|with|insert|update|delete|values|table)\b/i;
const SETTING = /^\s*(set|reset)\b/i;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement, in the order the route ran them and inside one
 * transaction that is rolled back (a `set local` the route made applies; nothing it wrote stays). The
 * whole sequence runs twice and the second, warm run is kept: the load test measures a warm server.
 */
async function explainAll(run: Awaited<ReturnType<typeof explainer>>, statements: Statement[]): Promise<string[]> {
  let plans: string[] = [];
  for (let pass = 0; pass < 2; pass += 1) {
    plans = [];
    await run.query('begin');
    try {
      await run.query('set local statement_timeout = 0');
      for (const s of statements) {
        if (EXPLAINABLE.test(s.text)) {
          const rows = await run.query(`explain (analyze, buffers) ${s.text}`, s.values);
          plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
        } else {
          if (SETTING.test(s.text)) await run.query(s.text, s.values);
          plans.push('(not a query: no plan)');
        }
      }
    } finally {
      await run.query('rollback');
    }
  }
  return plans;
}

interface PlanNode {
  depth: number;
  /** The column its name starts at: its own children's arrows are two further in (a CTE's, an InitPlan's or a SubPlan's, under their heading, four). */
  text: number;
  name: string;
  relation: string | undefined;
  rows: number;
  /** Rows returned plus those its filter removed, × loops. */
  read: number;
}

/**
 * The nodes of a text-format plan, with their depth (the column of their arrow), actual rows × loops, and
 * the rows they read (plus "Rows Removed by Filter" on the lines under the node, also per loop).
 */
function planNodes(plan: string): PlanNode[] {
  const nodes: PlanNode[] = [];
  let loops = 1;
  for (const line of plan.split('\n')) {
    const removed = /^\s*Rows Removed by (?:Filter|Index Recheck): ([\d.]+)/.exec(line);
    if (removed && nodes.length) {
      nodes[nodes.length - 1]!.read += Math.round(Number(removed[1]) * loops);
      continue;
    }
    // A node line: «  ->  Index Scan using idx on products p  (cost=…) (actual time=… rows=10 loops=1)».
    const head = /^(\s*)(->\s+)?(\S.*?) {2}\(cost=/.exec(line);
    if (!head) continue;
    const [name, ...rest] = head[3]!.split(/ using | on /);
    const relation = / on (\S+)/.exec(head[3]!)?.[1];
    // PostgreSQL 18 (PGlite) writes rows with two decimals (an average per loop).
    const actual = /actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)/.exec(line);
    loops = actual ? Number(actual[2]) : 1;
    const rows = actual ? Math.round(Number(actual[1]) * loops) : 0;
    nodes.push({ depth: head[1]!.length, text: head[1]!.length + (head[2]?.length ?? 0), name: name!.trim(), relation: rest.length ? relation : undefined, rows, read: rows });
  }
  return nodes;
}

/** What one saved plan breaks: Seq Scans on products reading more than MAX_SEQ_SCAN_ROWS (the rows each read), and Sorts taking in more than MAX_SORT_ROWS. */
export function checkPlan(plan: string): { seqScans: number[]; largeSorts: number[] } {
  const nodes = planNodes(plan);
  const seqScans = nodes.filter((n) => /Seq Scan$/.test(n.name) && n.relation === 'products' && n.read > MAX_SEQ_SCAN_ROWS).map((n) => n.read);
  const largeSorts: number[] = [];
  nodes.forEach((node, i) => {
    if (!/Sort$/.test(node.name)) return;
    // Its input is its own child, not a CTE or an InitPlan listed under it first.
    const after = nodes.slice(i + 1);
    const end = after.findIndex((n) => n.depth <= node.depth);
    const child = (end === -1 ? after : after.slice(0, end)).find((n) => n.depth === node.text + 2);
    const input = child ? child.rows : 0;
    if (input > MAX_SORT_ROWS) largeSorts.push(input);
  });
  return { seqScans, largeSorts };
}

// Nodes that read rows of a table. A Bitmap Index Scan reads index entries only: the rows they lead to are
// counted at its Bitmap Heap Scan (returned, and removed by its filter or recheck).
const READS_PRODUCTS = /^(Parallel )?(Seq Scan|Index Scan|Index Scan Backward|Index Only Scan|Index Only Scan Backward|Bitmap Heap Scan)$/;

/**
 * The stricter check of the crowd's plans: every node that reads rows of products, whatever the index,
 * reading more than MAX_ROWS_READ rows, and Sorts taking in more than MAX_SORT_ROWS.
 */
export function checkPlanStrictly(plan: string): { reads: string[]; largeSorts: number[] } {
  const nodes = planNodes(plan);
  const reads = nodes
    .filter((n) => READS_PRODUCTS.test(n.name) && n.relation === 'products' && n.read > MAX_ROWS_READ)
    .map((n) => `${n.name} on ${n.relation} (${n.read.toLocaleString('en')} rows read)`);
  return { reads, largeSorts: checkPlan(plan).largeSorts };
}

/** Shared buffers each statement's top node touched (hit + read), summed over a saved plan's statements. */
function planPages(plan: string): number {
  let pages = 0;
  for (const section of plan.split(/^── statement /m).slice(1)) {
    const first = /^\s*Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/m.exec(section);
    if (first) pages += Number(first[1] ?? 0) + Number(first[2] ?? 0);
  }
  return pages;
}

/** Planning plus execution time of every statement in a saved plan, in ms. */
const planMs = (plan: string) => [...plan.matchAll(/^(?:Planning|Execution) Time: ([\d.]+) ms/gm)].reduce((sum, m) => sum + Number(m[1]), 0);

/**
 * Captures and saves the plans of every PLAN_ROUTES route on `database` (opened by the caller, closed
 * here), and checks them. `label` names the files: `<label>-<route>.txt`.
 */
export async function capturePlans(
  database: Database,
  options: { label: string; title: string; url?: string; outDir: string; crowd?: CrowdUrl[] },
): Promise<PlanCheck> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solar-plans-'));
  const recorder = recordStatements(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-'.padEnd(40, 'x'),
    NOTIFY_TRANSPORT: 'webhook',
    SMS_WEBHOOK_URL: 'http://127.0.0.1:9/none',
    SMS_WEBHOOK_SECRET: 'webhook-secret-of-this-run-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CLEANUP_INTERVAL_SECONDS: '0',
    // Plans, not load: a slow first request must not make the next ones refused, and no background job's
    // statement may be recorded among a request's.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    JOBS_POLL_MS: '0',
    ...(options.url ? { DATABASE_URL: options.url } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  const run = await explainer(database, options.url);
  const check: PlanCheck = { seqScans: [], largeSorts: [] };
  try {
    await app.ready();
    fs.mkdirSync(options.outDir, { recursive: true });
    /** The plans of one request, as the text a file holds: its statements, parameters and EXPLAIN output. */
    const plansOfRoute = async (route: string, headers: Record<string, string> = {}) => {
      const get = async () => {
        const res = await app.inject({ method: 'GET', url: route, headers });
        if (res.statusCode !== 200) throw new Error(`${route}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      };
      // The first request of each route, so what its answers cache for a while (counts, settings) is in the plans too.
      const statements = await recorder.take(get);
      const plans = await explainAll(run, statements);
      const sections = statements.map((s, i) =>
        [`── statement ${i + 1} of ${statements.length} ──`, s.text, `parameters: ${JSON.stringify(s.values)}`, '', plans[i]].join('\n'),
      );
      return [`GET ${decodeURIComponent(route)}`, `${options.title}; EXPLAIN (ANALYZE, BUFFERS), warm second run; ${new Date().toISOString()}`, '', ...sections, ''].join('\n');
    };
    for (const [name, route] of Object.entries(PLAN_ROUTES)) {
      const file = path.join(options.outDir, `${options.label}-${name}.txt`);
      fs.writeFileSync(file, await plansOfRoute(route));
      // The check reads the file as saved, so what it reports is what a reader of the file sees.
      const saved = fs.readFileSync(file, 'utf8');
      const { seqScans, largeSorts } = checkPlan(saved);
      for (const rows of seqScans) check.seqScans.push(`${name} (${rows.toLocaleString('en')} rows read)`);
      for (const rows of largeSorts) check.largeSorts.push(`${name} (${rows.toLocaleString('en')} rows)`);
    }
    if (options.crowd) check.crowd = await crowdPlans(options.crowd, (route) => plansOfRoute(route, { 'cache-control': 'no-cache' }), options);
  } finally {
    recorder.restore();
    await run.close();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return check;
}

/**
 * Plans one URL of each of the crowd's shapes (the first the generator made), checks each strictly and
 * saves the slowest of browse and of search. Files of an earlier run beyond the ones written are removed.
 */
async function crowdPlans(urls: CrowdUrl[], plansOfRoute: (route: string) => Promise<string>, options: { label: string; outDir: string }): Promise<CrowdPlanCheck> {
  const byShape = new Map<string, CrowdUrl>();
  for (const url of urls) if (!byShape.has(url.shape)) byShape.set(url.shape, url);
  const offenders: string[] = [];
  const failed = new Map<string, string>();
  const timed: { shape: string; path: string; ms: number; text: string }[] = [];
  const pages: number[] = [];
  for (const { shape, path: route } of byShape.values()) {
    const text = await plansOfRoute(route);
    const { reads, largeSorts } = checkPlanStrictly(text);
    for (const read of reads) offenders.push(`${shape}: ${read} (${decodeURIComponent(route)})`);
    for (const rows of largeSorts) offenders.push(`${shape}: Sort over ${rows.toLocaleString('en')} rows (${decodeURIComponent(route)})`);
    if (reads.length || largeSorts.length) failed.set(shape, text);
    timed.push({ shape, path: route, ms: Math.round(planMs(text) * 100) / 100, text });
    pages.push(planPages(text));
  }
  pages.sort((a, b) => a - b);
  const at = (q: number) => pages[Math.min(pages.length - 1, Math.floor(q * pages.length))] ?? 0;
  // The plans that broke the check are saved too, so the line that names them has its evidence beside it.
  const failedPrefix = `${options.label}-crowd-failed-`;
  for (const old of fs.readdirSync(options.outDir).filter((f) => f.startsWith(failedPrefix))) fs.rmSync(path.join(options.outDir, old));
  [...failed].slice(0, SAVED_FAILED_PLANS).forEach(([shape, text], i) => {
    fs.writeFileSync(path.join(options.outDir, `${failedPrefix}${String(i + 1).padStart(2, '0')}.txt`), `shape: ${shape}\n${text}`);
  });
  const slowest: CrowdPlanCheck['slowest'] = [];
  for (const kind of ['browse', 'search']) {
    const prefix = `${options.label}-crowd-${kind}-`;
    for (const old of fs.readdirSync(options.outDir).filter((f) => f.startsWith(prefix))) fs.rmSync(path.join(options.outDir, old));
    const ranked = timed.filter((t) => t.shape.startsWith(kind)).sort((a, b) => b.ms - a.ms).slice(0, SAVED_CROWD_PLANS);
    ranked.forEach((t, i) => {
      const file = `${prefix}${String(i + 1).padStart(2, '0')}.txt`;
      fs.writeFileSync(path.join(options.outDir, file), `shape: ${t.shape}\n${t.text}`);
      slowest.push({ shape: t.shape, path: t.path, ms: t.ms, file });
    });
  }
  return { shapes: byShape.size, failedShapes: failed.size, offenders, slowest, pages: { median: at(0.5), p99: at(0.99), max: pages.at(-1) ?? 0 } };
}

/** The check line the benchmark prints for one catalogue. */
export function planCheckLine(check: PlanCheck): string {
  const limit = MAX_SEQ_SCAN_ROWS.toLocaleString('en');
  const seq = check.seqScans.length ? `Seq Scan on products reading more than ${limit} rows in ${check.seqScans.join(', ')} ✗` : `no Seq Scan on products reading more than ${limit} rows ✓`;
  const sorts = check.largeSorts.length
    ? `Sort over more than ${MAX_SORT_ROWS.toLocaleString('en')} rows in ${check.largeSorts.join(', ')} ✗`
    : `no Sort over more than ${MAX_SORT_ROWS.toLocaleString('en')} rows ✓`;
  const pages = check.crowd ? `; pages touched per request: median ${check.crowd.pages.median}, p99 ${check.crowd.pages.p99}, max ${check.crowd.pages.max}` : '';
  const crowd = check.crowd
    ? check.crowd.offenders.length
      ? `; crowd: ${check.crowd.failedShapes} of ${check.crowd.shapes} shapes read more than ${MAX_ROWS_READ.toLocaleString('en')} rows or sort more than ${MAX_SORT_ROWS.toLocaleString('en')} ✗`
      : `; crowd: none of ${check.crowd.shapes} shapes reads more than ${MAX_ROWS_READ.toLocaleString('en')} rows or sorts more than ${MAX_SORT_ROWS.toLocaleString('en')} ✓`
    : '';
  return `plans: ${seq}, ${sorts}${crowd}${pages}`;
}
