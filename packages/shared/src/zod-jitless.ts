import { config } from 'zod';

/**
 * Imported first by the package index, before any contract is built: zod otherwise probes
 * whether it may compile parsers with `new Function`, and under Lading's Content Security
 * Policy (no eval, issue 12 §6) the browser reports that probe as a violation even though
 * zod catches it. The web app bundles this package, so the setting has to live here; the
 * server parses the same way (≈ 2–6 µs more per request body or query — a 10-line PO body
 * 10 → 17 µs), and the tests exercise the parser the browser runs.
 */
config({ jitless: true });
