import type { ComponentType } from 'react';

/** Spec §8: a chunk that has not arrived after 120 seconds is reported as 'Loading chunk failed'. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor() {
    super(CHUNK_FAILED_MESSAGE);
  }
}

export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError());
      },
    );
  });
}

/** A route `lazy` for a module whose default export is the screen. */
export const screen =
  (importer: () => Promise<{ default: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: (await loadChunk(importer)).default,
  });
