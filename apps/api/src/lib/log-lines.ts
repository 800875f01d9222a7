import type { Writable } from 'node:stream';

/** pino's numeric levels, as a person reads them. */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own fields, and those a request line already says. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
};

/** One of pino's JSON lines as one readable line: time, level, the message or the request, then other fields. */
export function readableLogLine(json: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json;
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level ?? 30] ?? 'INFO').padEnd(5);
  const request =
    entry.req?.method && entry.res?.statusCode !== undefined
      ? `${entry.req.method} ${entry.req.url ?? ''} → ${entry.res.statusCode} in ${Math.round(entry.responseTime ?? 0)} ms`
      : entry.req?.method
        ? `${entry.req.method} ${entry.req.url ?? ''}`
        : '';
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !SHOWN.has(key) && key !== 'err'));
  const parts = [time, level, [entry.msg === 'request completed' ? '' : entry.msg, request].filter(Boolean).join(' ')];
  if (Object.keys(rest).length > 0) parts.push(JSON.stringify(rest));
  if (entry.reqId) parts.push(`[${entry.reqId.slice(0, 8)}]`);
  const stack = entry.err?.stack ?? entry.err?.message;
  return parts.join(' ') + (stack ? `\n  ${stack.replaceAll('\n', '\n  ')}` : '');
}

/** A destination for pino that writes readable lines (a terminal) instead of JSON. */
export function readableLogStream(out: Pick<Writable, 'write'>): { write: (chunk: string) => void } {
  return { write: (chunk) => void out.write(`${readableLogLine(chunk.trimEnd())}\n`) };
}
