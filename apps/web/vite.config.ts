import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Paths the Node server answers itself; everything else is the single-page app.
const serverPaths = [
  '/identity',
  '/customers',
  '/api',
  '/market',
  '/admin/api',
  '/stream',
  '/healthz',
  '/readyz',
  '/dev',
  '/docs',
];

const serverUrl = process.env.SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Workspace packages export their TypeScript source under `source`.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    // Not `assets`: /assets is a page of the app, and the server must not shadow it.
    assetsDir: 'static',
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: serverUrl }])),
  },
});
