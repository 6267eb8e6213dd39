/**
 * The shape of the server's domain modules, read from their imports (issue 11): every module sits in a wing
 * (`modules/site/…` or `modules/platform/…`, issue 25), no two modules import each other,
 * directly or around a cycle, and a module's *.queries.ts is imported by its own module only. The lint rule of
 * biome.json catches a queries import where it is written; this test sees the whole graph.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../src');
const MODULES = join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import of a file, resolved to a path under src/ without extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => match[1]!);
  return specs.map((spec) => relative(SRC, resolve(dirname(file), spec)));
}

/** The two wings (DESIGN: what a licence's site serves, and what the provider runs) that hold every module. */
const WINGS = ['platform', 'site'];

/** `modules/<wing>/<module>/…` → `<wing>/<module>`: a module's subfolders (per resource) belong to the module. */
const moduleOf = (path: string) => (path.startsWith('modules/') ? path.split('/').slice(1, 3).join('/') : null);

/** module → the modules it imports, with one example import each. */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(relative(SRC, file))!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${relative(SRC, file)} → ${target}`);
    }
  }
  return graph;
}

/** Each cycle found by a depth-first walk, as the modules around it. */
function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('module boundaries', () => {
  it('finds the modules and their imports (the check is not vacuous)', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('site/moderation')?.has('site/publishing')).toBe(true);
  });

  it('keeps every module in one of the two wings', () => {
    const entries = readdirSync(MODULES, { withFileTypes: true }).map((entry) => entry.name);
    expect(entries.sort()).toEqual(WINGS);
    for (const wing of WINGS) {
      const loose = readdirSync(join(MODULES, wing), { withFileTypes: true }).filter((entry) => !entry.isDirectory());
      expect(loose.map((entry) => `${wing}/${entry.name}`)).toEqual([]);
    }
  });

  it('has no import cycle between domain modules', () => {
    const graph = moduleGraph();
    const described = cyclesOf(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, index) => graph.get(cycle[index]!)!.get(to))
        .join('; '),
    );
    expect(described).toEqual([]);
  });

  it('imports a module’s *.queries.ts from that module only', () => {
    const crossings = sourceFiles(SRC).flatMap((file) => {
      const from = relative(SRC, file);
      return importsOf(file)
        .filter((target) => target.endsWith('.queries') && moduleOf(target) !== null)
        .filter((target) => moduleOf(target) !== moduleOf(from))
        .map((target) => `${from} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });
});
