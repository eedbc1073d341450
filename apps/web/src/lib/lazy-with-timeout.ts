/** docs/product/limits.md: a script chunk that has not arrived after this long counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

/**
 * A script chunk could not be loaded: the network failed, the deployment replaced the file
 * ("Failed to fetch dynamically imported module", "Importing a module script failed"), or it
 * took longer than the timeout. Reloading the page fetches the current build.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Runs a dynamic import, rejecting with a ChunkLoadError when it fails or times out. */
export function lazyWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Chunk not loaded after ${timeoutMs} ms`));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Chunk failed to load', { cause: error }));
      },
    );
  });
}
