/**
 * @jest-environment node
 */
// No file may import itself back, directly or through others: a loop makes the order in which modules
// run depend on which one is loaded first, and it ties layers that should stand apart. `import type`
// counts too (a type loop is still two files that cannot be read, moved or tested one without the
// other). The graph is read from the source text with the TypeScript compiler's pre-processor (no type
// checking), so the whole tree takes a second or two; the layer rules themselves are in eslint.config.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');
const skipped = new Set(['node_modules', '.next', '.git', 'playwright-report', 'test-results', 'coverage']);
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const extensions = ['.ts', '.tsx', '.mts', '.d.mts', '.mjs', '.js', '.cjs', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.data')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The file an import names, or null for a package (the `@/` alias is tsconfig's `@/*` → `./*`). */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every file → the files of the tree it imports (import, import type, export … from, import(), require). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or of one file that imports itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** One loop through a component, as `a → b → … → a`, and the component's other files: where to cut. */
function describeCycle(component: string[], graph: Map<string, string[]>): string {
  const members = new Set(component);
  const name = (file: string) => path.relative(root, file);
  const start = [...component].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  let loop: string[] = [];
  while (queue.length > 0 && loop.length === 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        loop = [file];
        while (loop[0] !== start) loop.unshift(previous.get(loop[0])!);
        break;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  const others = component.filter((file) => !loop.includes(file)).map(name).sort();
  return [...loop, start].map(name).join(' → ') + (others.length > 0 ? ` (its cycle also holds ${others.join(', ')})` : '');
}

describe('imports', () => {
  it('form no cycle between files', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    const loops = cycles(graph).map((component) => describeCycle(component, graph)).sort();
    expect(loops).toEqual([]);
  });
});
