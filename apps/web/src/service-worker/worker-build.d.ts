/** This build's facts, written into the worker by scripts/service-worker.ts. */
declare module 'virtual:maple-worker-build' {
  /** Names this deploy's caches; null on the dev server, whose worker caches nothing. */
  export const cacheVersion: string | null;
  /** Where the app's shell is served: what an app page is offline. */
  export const shell: string;
  /** The shell and every file it names, fetched when the worker installs. */
  export const precache: readonly string[];
  /** Every page of the public site in every language, as the route map names them. */
  export const sitePages: readonly string[];
}
