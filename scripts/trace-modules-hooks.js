// The loader hook of trace-modules.js: runs on Node's loader thread, before each module is loaded.
import fs from 'node:fs';

export async function load(url, context, nextLoad) {
  if (process.env.TRACE_MODULES_FILE) fs.appendFileSync(process.env.TRACE_MODULES_FILE, `${url}\n`);
  return nextLoad(url, context);
}
