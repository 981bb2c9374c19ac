// The cycle check of `npm run cycles` (scripts/import-cycles.ts): what it finds on small
// trees written here, and that the real tree has no cycle (so `npm test` fails on one too).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph, moduleGraph } from './import-cycles';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A repository of these files (path → text) in a temporary folder. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-cycles-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const relativeCycles = (root: string, graph: Map<string, string[]>) =>
  findCycles(graph).map(({ chain }) => chain.map((file) => path.relative(root, file)));

describe('findCycles', () => {
  it('names one closed chain per loop, and a file that imports itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'b']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([
      { chain: ['a', 'b', 'c', 'a'], members: ['a', 'b', 'c'] },
      { chain: ['d', 'd'], members: ['d'] },
    ]);
  });

  it('finds none in a graph without loops', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
          ['c', ['a', 'b']],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('importGraph', () => {
  it('counts type-only imports, re-exports and the workspace package', () => {
    const root = tree({
      'packages/shared/src/index.ts': "export * from './enums';\n",
      'packages/shared/src/enums.ts': 'export const A = 1;\n',
      'apps/server/src/x.ts': "import type { Y } from './y';\nexport type X = Y;\n",
      'apps/server/src/y.ts': "export type { X as Y } from './x';\n",
      'apps/server/src/z.ts': "import { A } from '@lading/shared';\nexport const Z = A;\n",
    });
    const graph = importGraph(root);
    expect(relativeCycles(root, graph)).toEqual([
      ['apps/server/src/x.ts', 'apps/server/src/y.ts', 'apps/server/src/x.ts'],
    ]);
    expect(graph.get(path.join(root, 'apps/server/src/z.ts'))).toEqual([
      path.join(root, 'packages/shared/src/index.ts'),
    ]);
  });
});

describe('moduleGraph', () => {
  const modules = (extra: Record<string, string>) => {
    const root = tree({
      'apps/server/src/modules/a/a.service.ts': "import { b } from '../b/b.service';\nb();\n",
      'apps/server/src/modules/b/b.service.ts': 'export const b = () => 1;\n',
      ...extra,
    });
    const graph = importGraph(root, ['apps/server/src']);
    return findCycles(moduleGraph(graph, root).modules).map(({ chain }) => chain);
  };

  it('finds two modules that import each other through different files', () => {
    expect(
      modules({ 'apps/server/src/modules/b/b.view.ts': "export * from '../a/a.service';\n" }),
    ).toEqual([['a', 'b', 'a']]);
  });

  it('leaves out tests and test-support, which may set up a world from many modules', () => {
    expect(
      modules({
        'apps/server/src/modules/b/b.test.ts': "import '../a/a.service';\n",
        'apps/server/src/modules/b/b.test-support.ts': "import '../a/a.service';\n",
      }),
    ).toEqual([]);
  });
});

describe('this repository', () => {
  it('has no import cycle and no module cycle (npm run cycles names them)', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const graph = importGraph(root);
    expect(relativeCycles(root, graph)).toEqual([]);
    expect(findCycles(moduleGraph(graph, root).modules).map(({ chain }) => chain)).toEqual([]);
  });
});
