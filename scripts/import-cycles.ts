// Import cycles in apps/server/src and packages/shared/src (ARCHITECTURE.md "no import
// cycles"), between files and between the server's modules (modules/<name>/ as one node).
// `npm run cycles` (part of `npm run check`) runs this file: it names each cycle as a chain
// and exits 1 when there is one. Type-only imports count: two files whose types import
// each other still cannot be read, moved or tested one without the other.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The folders whose files may not import each other in a loop. */
export const CHECKED_ROOTS = ['apps/server/src', 'packages/shared/src'];

/** Bare specifiers of the workspace's own packages, resolved to their entry file. */
const WORKSPACE_PACKAGES: Record<string, string> = {
  '@lading/shared': 'packages/shared/src/index.ts',
};

const SOURCE = /\.tsx?$/;
const TEST_ONLY = /\.test(-support)?\.tsx?$/;

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

const resolveRelative = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.[cm]?js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => SOURCE.test(file) && fs.existsSync(file));
};

/** file → the files of the checked roots it imports (static, type-only, re-export or import()). */
export const importGraph = (repoRoot: string, roots = CHECKED_ROOTS): Map<string, string[]> => {
  const files = roots.flatMap((root) => sourceFiles(path.join(repoRoot, root)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) =>
        fileName.startsWith('.')
          ? resolveRelative(file, fileName)
          : WORKSPACE_PACKAGES[fileName] && path.join(repoRoot, WORKSPACE_PACKAGES[fileName]),
      )
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
};

/** A loop of imports: a closed chain `a → b → … → a`, and every node tied into that loop. */
export interface Cycle {
  chain: string[];
  members: string[];
}

/**
 * Every cycle of the graph, one per strongly connected component (Tarjan), named as a
 * shortest closed chain through the component's first node.
 */
export const findCycles = (graph: ReadonlyMap<string, readonly string[]>): Cycle[] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((members) => ({ chain: chainThrough(graph, new Set(members)), members }));
};

/**
 * The modules of apps/server/src/modules/<name>/ as one node each, tied by the imports of
 * their code (tests and test-support left out: a test may set up a world from many
 * modules). `via` names one file import behind each tie.
 */
export const moduleGraph = (graph: ReadonlyMap<string, readonly string[]>, repoRoot: string) => {
  const modulesDir = path.join(repoRoot, 'apps/server/src/modules') + path.sep;
  const moduleOf = (file: string) =>
    file.startsWith(modulesDir) ? file.slice(modulesDir.length).split(path.sep)[0] : undefined;
  const ties = new Map<string, Set<string>>();
  const via = new Map<string, [file: string, target: string]>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from || TEST_ONLY.test(file)) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const tied = ties.get(from) ?? new Set();
      ties.set(from, tied.add(to));
      if (!via.has(`${from} ${to}`)) via.set(`${from} ${to}`, [file, target]);
    }
  }
  const modules = new Map([...ties].map(([from, to]) => [from, [...to].sort()]));
  return { modules, via: (from: string, to: string) => via.get(`${from} ${to}`) };
};

/** A shortest closed chain from the component's first file (by name) back to itself. */
const chainThrough = (
  graph: ReadonlyMap<string, readonly string[]>,
  members: ReadonlySet<string>,
): string[] => {
  const start = [...members].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const chain = [node];
        while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0]!)!);
        return [...chain, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
};

const main = () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const relative = (file: string) => path.relative(repoRoot, file);
  const graph = importGraph(repoRoot);
  const fileCycles = findCycles(graph);
  const { modules, via } = moduleGraph(graph, repoRoot);
  const moduleCycles = findCycles(modules);
  if (fileCycles.length === 0 && moduleCycles.length === 0) {
    console.log(`import cycles: none (${graph.size} files of ${CHECKED_ROOTS.join(', ')})`);
    return;
  }
  for (const { chain, members } of fileCycles) {
    console.error(`import cycle: ${chain.map(relative).join(' → ')}`);
    const others = members.filter((file) => !chain.includes(file));
    if (others.length) console.error(`  also in this loop: ${others.map(relative).join(', ')}`);
  }
  for (const { chain } of moduleCycles) {
    console.error(`module cycle: ${chain.join(' → ')}`);
    for (let at = 1; at < chain.length; at++) {
      const [from, to] = [chain[at - 1]!, chain[at]!];
      const [file, target] = via(from, to)!;
      console.error(`  ${from} → ${to}: ${relative(file)} → ${relative(target)}`);
    }
  }
  console.error(
    `${fileCycles.length} file cycle(s), ${moduleCycles.length} module cycle(s): move the ` +
      'shared piece down (a types file, or a function of the lower service).',
  );
  process.exitCode = 1;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
