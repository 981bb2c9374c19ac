import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const PDFJS_ROOT = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** where the web app asks for them (src/features/files/pdf-document.ts) */
const PDFJS_ASSET_PATH = 'pdfjs';
const PDFJS_ASSET_FOLDERS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];

/**
 * pdf.js's data files at `/pdfjs/<folder>/` (issue 17): the CJK character maps (Chinese
 * PDFs), the standard fonts, its wasm image decoders and colour profiles. Copied into the
 * build output, served from node_modules by the dev server: Lading serves them itself, never
 * a CDN. No plugin package: a copy and a middleware.
 */
function pdfjsAssets(): Plugin {
  let outDir = '';
  return {
    name: 'lading-pdfjs-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(`/${PDFJS_ASSET_PATH}`, (request, response, next) => {
        const relative = path.normalize(decodeURIComponent((request.url ?? '').split('?')[0]!));
        const [folder] = relative.replace(/^[/\\]+/, '').split(/[/\\]/);
        const file = path.join(PDFJS_ROOT, relative);
        const known = PDFJS_ASSET_FOLDERS.includes(folder ?? '');
        if (
          !known ||
          !file.startsWith(PDFJS_ROOT) ||
          !fs.statSync(file, { throwIfNoEntry: false })?.isFile()
        )
          return next();
        response.setHeader(
          'Content-Type',
          file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        );
        fs.createReadStream(file).pipe(response);
      });
    },
    async writeBundle() {
      for (const folder of PDFJS_ASSET_FOLDERS) {
        await fs.promises.cp(
          path.join(PDFJS_ROOT, folder),
          path.join(outDir, PDFJS_ASSET_PATH, folder),
          {
            recursive: true,
          },
        );
      }
    },
  };
}

// `npm run dev`: Vite on :5173 with the API proxied to the server on :8080.
export default defineConfig({
  plugins: [react(), pdfjsAssets()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  // the plan improvement worker loads HiGHS on demand (a dynamic import): only ES module
  // workers may split code
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
});
