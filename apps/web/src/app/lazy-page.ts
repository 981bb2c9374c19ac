import { lazy, type ComponentType } from 'react';

/** spec §9: a lazy chunk that has not loaded within 120 s is a chunk load error. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {}

export function lazyPage(loader: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    Promise.race([
      loader(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new ChunkLoadError('chunk load timed out')), CHUNK_TIMEOUT_MS),
      ),
    ]).catch((error: unknown) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
    }),
  );
}
