// Where the API's own files are, whether this code runs from its sources (tsx, Vitest) or from the
// compiled bundle in apps/api/dist (docs/decisions/014-build-and-start.md): both live under the folder of
// the API's package.json, and the migrations stay beside the schema in the sources.
import fs from 'node:fs';
import path from 'node:path';

function packageFolderAbove(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

/** apps/api */
export const API_ROOT = packageFolderAbove(import.meta.dirname);
/** The repository: apps/api/../.. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
/** The SQL migrations drizzle-kit writes (`npm run db:generate`). */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
