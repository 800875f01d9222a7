// The structure rules ESLint cannot hold without a resolver, over every static import and re-export: no
// circle (type-only imports count: they are how circles hid), no import from a lower floor up to a higher
// one (API and web), no web feature reaching into another by any path. docs/contributing.md names the floors.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The API's floors, lowest first: a file may import its own floor and those below it. */
export const API_LAYERS = ['config', 'db', 'lib', 'plugins', 'features', 'app'] as const;

/** Where each first-level entry of apps/api/src sits; anything not named is on the top floor. */
const API_FLOOR_OF: Record<string, (typeof API_LAYERS)[number]> = {
  'paths.ts': 'config',
  config: 'config',
  lib: 'lib',
  db: 'db',
  features: 'features',
  plugins: 'plugins',
};

/** The web's shared floors: they serve features and may not import one (app/ composes features). */
const WEB_SHARED = ['api', 'components', 'config', 'hooks', 'layouts', 'lib', 'types', 'assets'];

const ROOTS = ['packages/shared/src', 'apps/api/src', 'apps/web/src'];
const SOURCE = /\.(ts|tsx)$/;
// Tests may reach up for their harness (build-app, fake API, providers); nothing imports a test.
const TEST_FILE = /\.test\.tsx?$|\/(test|testing)\//;

export type Problem = { kind: 'cycle' | 'layer' | 'feature'; message: string };

// A lazy `import()` loads later, so it closes no circle; it still may not point up or into another feature.
type Edge = { to: string; typeOnly: boolean; lazy: boolean };

function listSources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSources(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Static imports and re-exports of a file, with whether each brings in types only. */
function importsOf(file: string): { specifier: string; typeOnly: boolean; lazy: boolean }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: { specifier: string; typeOnly: boolean; lazy: boolean }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly, lazy: false });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly, lazy: false });
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, lazy: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function buildGraph(repo: string): Map<string, Edge[]> {
  const options: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.ReactJSX,
    baseUrl: repo,
    // The shared package is consumed as source (package.json "exports": "./*": "./src/*.ts").
    paths: { '@solar/shared/*': ['packages/shared/src/*'] },
  };
  const cache = ts.createModuleResolutionCache(repo, (name) => name, options);
  const files = ROOTS.flatMap((root) => listSources(path.join(repo, root)));
  const known = new Set(files);
  const graph = new Map<string, Edge[]>();
  for (const file of files) {
    const edges: Edge[] = [];
    for (const { specifier, typeOnly, lazy } of importsOf(file)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('@solar/')) continue;
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (resolved && known.has(path.resolve(resolved))) edges.push({ to: path.resolve(resolved), typeOnly, lazy });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, Edge[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to, lazy } of graph.get(node) ?? []) {
      if (lazy) continue;
      if (!indexOf.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(to)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).some((e) => e.to === node && !e.lazy);
      if (component.length > 1 || selfLoop) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

function apiFloor(relative: string): number | undefined {
  const match = /^apps\/api\/src\/([^/]+)/.exec(relative);
  if (!match) return undefined;
  return API_LAYERS.indexOf(API_FLOOR_OF[match[1]!] ?? 'app');
}

/** The web's floors: shared code (0), features (1), what composes them (2: app/, seo/, the entry files). */
function webPlace(relative: string): { floor: number; feature?: string } | undefined {
  const match = /^apps\/web\/src\/([^/]+)(?:\/([^/]+))?/.exec(relative);
  if (!match) return undefined;
  if (match[1] === 'features') return { floor: 1, feature: match[2] };
  return { floor: WEB_SHARED.includes(match[1]!) ? 0 : 2 };
}

export function checkImports(repo: string): Problem[] {
  const root = path.resolve(repo);
  const graph = buildGraph(root);
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const problems: Problem[] = [];
  for (const component of cycles(graph)) {
    const members = new Set(component);
    const arrows = component.flatMap((from) =>
      (graph.get(from) ?? []).filter((e) => members.has(e.to) && !e.lazy).map((e) => `  ${rel(from)} → ${rel(e.to)}${e.typeOnly ? ' (type only)' : ''}`),
    );
    problems.push({ kind: 'cycle', message: `Import circle between ${component.length} files; move what both sides need down a floor:\n${arrows.join('\n')}` });
  }
  for (const [from, edges] of graph) {
    const source = rel(from);
    for (const { to, typeOnly, lazy } of edges) {
      const target = rel(to);
      const how = typeOnly ? ' (type only)' : lazy ? ' (lazy)' : '';
      const fromFloor = apiFloor(source);
      const toFloor = apiFloor(target);
      if (fromFloor !== undefined && toFloor !== undefined && toFloor > fromFloor && !TEST_FILE.test(source)) {
        problems.push({
          kind: 'layer',
          message: `${source} (${API_LAYERS[fromFloor]}) imports ${target} (${API_LAYERS[toFloor]})${how}: the API's floors run ${API_LAYERS.join(' → ')}, imports point down only.`,
        });
      }
      const a = webPlace(source);
      const b = webPlace(target);
      if (a && b) {
        if (b.floor > a.floor && !TEST_FILE.test(source)) {
          problems.push({
            kind: 'layer',
            message: `${source} imports ${target}${how}: the web's floors run shared (${WEB_SHARED.join(', ')}) → features → app; imports point down only.`,
          });
        } else if (a.feature && b.feature && a.feature !== b.feature) {
          problems.push({ kind: 'feature', message: `${source} imports ${target}${how}: a web feature may not import another feature; compose them in app/.` });
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = process.argv[2] ?? process.cwd();
  const problems = checkImports(repo);
  for (const problem of problems) console.error(problem.message);
  if (problems.length > 0) {
    console.error(`check-imports: ${problems.length} problem(s).`);
    process.exit(1);
  }
  console.log('check-imports: no circle, no upward import, no feature reaching into another.');
}
