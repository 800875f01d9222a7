import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from './check-imports.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const ROOTS = ['packages/shared/src', 'apps/api/src', 'apps/web/src'];
const scratches: string[] = [];

/** A copy of the three source trees (sources only) that a test may break. */
function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
  scratches.push(dir);
  for (const root of ROOTS) {
    fs.cpSync(path.join(REPO, root), path.join(dir, root), {
      recursive: true,
      filter: (source) => !source.includes('node_modules') && (fs.statSync(source).isDirectory() || /\.tsx?$/.test(source)),
    });
  }
  return dir;
}

function prepend(dir: string, file: string, line: string): void {
  const full = path.join(dir, file);
  fs.writeFileSync(full, `${line}\n${fs.readFileSync(full, 'utf8')}`);
}

afterEach(() => {
  for (const dir of scratches.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('check-imports', () => {
  it('finds nothing in the tree as it stands', () => {
    expect(checkImports(REPO)).toEqual([]);
  });

  it('fails on a circle closed by a type-only import', () => {
    const dir = scratchCopy();
    // The circle the lint missed once: the request context typed by the products service, which imports it.
    prepend(dir, 'apps/api/src/lib/request-context.ts', "import type { CatalogueCaches } from '../features/products/products.service.ts';");
    const problems = checkImports(dir);
    const cycle = problems.find((p) => p.kind === 'cycle');
    expect(cycle?.message).toContain('apps/api/src/lib/request-context.ts → apps/api/src/features/products/products.service.ts (type only)');
    expect(cycle?.message).toContain('apps/api/src/features/products/products.service.ts → apps/api/src/lib/request-context.ts');
    expect(problems.some((p) => p.kind === 'layer' && p.message.startsWith('apps/api/src/lib/request-context.ts (lib) imports'))).toBe(true);
  });

  it('fails on a circle inside the shared package', () => {
    const dir = scratchCopy();
    fs.writeFileSync(path.join(dir, 'packages/shared/src/domain/ring-a.ts'), "import { b } from './ring-b.ts';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(dir, 'packages/shared/src/domain/ring-b.ts'), "import type { a } from './ring-a.ts';\nexport const b = 1 as unknown as typeof a;\n");
    const cycles = checkImports(dir).filter((p) => p.kind === 'cycle');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.message).toContain('packages/shared/src/domain/ring-b.ts → packages/shared/src/domain/ring-a.ts (type only)');
  });

  it('fails on an upward import in the API: config reading lib', () => {
    const dir = scratchCopy();
    prepend(dir, 'apps/api/src/config/env.ts', "import type { AppError } from '../lib/app-error.ts';");
    expect(checkImports(dir)).toEqual([
      expect.objectContaining({ kind: 'layer', message: expect.stringContaining('apps/api/src/config/env.ts (config) imports apps/api/src/lib/app-error.ts (lib) (type only)') }),
    ]);
  });

  it("fails on a web feature importing another feature's file by a relative path", () => {
    const dir = scratchCopy();
    prepend(dir, 'apps/web/src/features/directory/components/engineer-profile.tsx', "import { ApproxPrice } from '../../products/components/approx-price.tsx';");
    expect(checkImports(dir)).toEqual([
      expect.objectContaining({ kind: 'feature', message: expect.stringContaining('a web feature may not import another feature') }),
    ]);
  });

  it('holds a lazy import() to the floors too, though it closes no circle', () => {
    const dir = scratchCopy();
    prepend(dir, 'apps/web/src/lib/format.ts', "export const later = () => import('../features/products/components/approx-price.tsx');");
    expect(checkImports(dir)).toEqual([
      expect.objectContaining({ kind: 'layer', message: expect.stringContaining('apps/web/src/lib/format.ts imports apps/web/src/features/products/components/approx-price.tsx (lazy)') }),
    ]);
  });

  it('makes the lint command fail, naming the files', () => {
    const dir = scratchCopy();
    prepend(dir, 'apps/web/src/lib/format.ts', "import '../features/products/components/approx-price.tsx';");
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO, 'scripts/check-imports.ts'), dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('apps/web/src/lib/format.ts imports apps/web/src/features/products/components/approx-price.tsx');
  });
});
