// `npm run bench:web` (after `npm run build`): gzip size of the JavaScript a first visit to
// /login loads (entry + its static imports + the login page chunk and its imports), and of
// every chunk. QUALITY.md target: shell + login ≤ 200 KB gzip; every route lazy.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const login = Object.keys(manifest).find((key) => key.endsWith('features/login/LoginPage.tsx'))!;
const firstVisit = closure([entry, login]);
const kb = (keys: Iterable<string>) =>
  +[...keys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0).toFixed(1);

console.log(
  JSON.stringify({
    bench: 'web.bundle',
    login_first_visit_gzip_kb: kb(firstVisit),
    target_kb: 200,
    chunks: Object.keys(manifest).filter((k) => manifest[k]!.file.endsWith('.js')).length,
    entry_lazy_chunks: (manifest[entry]!.dynamicImports ?? []).length,
  }),
);
for (const key of Object.keys(manifest)
  .sort((a, b) => gzipKb(manifest[b]!.file) - gzipKb(manifest[a]!.file))
  .slice(0, 8)) {
  console.log(
    JSON.stringify({
      bench: 'web.chunk',
      chunk: key,
      gzip_kb: +gzipKb(manifest[key]!.file).toFixed(1),
    }),
  );
}
