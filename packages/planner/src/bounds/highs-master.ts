import type { Highs } from 'highs';
import {
  gilmoreGomory,
  type ColumnGenerationLimits,
  type LpBound,
  type MasterLp,
} from './column-generation';
import type { VectorItemClass } from './item-classes';

/**
 * How to find highs.wasm. Node finds it beside the package by itself; a bundled browser
 * worker passes `locateFile: () => wasmUrl` (Vite: `import wasmUrl from 'highs/runtime?url'`).
 */
export interface HighsLoadOptions {
  locateFile?: (file: string) => string;
  wasmBinary?: ArrayBuffer | ArrayBufferView;
  /** A compiled WebAssembly.Module (typed loosely: the planner compiles without DOM types). */
  wasmModule?: unknown;
}

/** The LP bound, once the solver's WebAssembly is loaded; every call after is synchronous. */
export interface BoundSolver {
  gilmoreGomoryBound(
    items: readonly VectorItemClass[],
    capacity: readonly number[],
    limits?: ColumnGenerationLimits,
  ): LpBound;
}

export async function createBoundSolver(options: HighsLoadOptions = {}): Promise<BoundSolver> {
  // loaded on demand, so a bundle that never asks for the LP bound never carries HiGHS
  const { default: loadHighs } = await import('highs');
  const highs = await loadHighs(options as Parameters<typeof loadHighs>[0]);
  return {
    gilmoreGomoryBound: (items, capacity, limits) =>
      gilmoreGomory((demands) => highsMaster(highs, demands), items, capacity, limits),
  };
}

/** Rows Σ aᵢₚxₚ ≥ dᵢ; columns added one by one so each solve starts from the last basis. */
function highsMaster(highs: Highs, demands: readonly number[]): MasterLp {
  const model = highs.createModel();
  model.options.set({ output_flag: false });
  for (const demand of demands) model.addRow(demand, highs.infinity, { indices: [], values: [] });
  return {
    addColumn(rows, copies) {
      model.addCol(1, 0, highs.infinity, { indices: rows, values: copies });
    },
    solve() {
      model.run();
      const status = model.getModelStatus();
      if (status !== highs.constants.modelStatus.optimal) {
        throw new Error(`bounds: the master LP ended with HiGHS status ${status}`);
      }
      return { value: model.getObjectiveValue(), duals: model.getSolution().rowDual };
    },
    dispose() {
      model.dispose();
    },
  };
}
