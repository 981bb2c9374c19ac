import { readConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

// `npm run db:migrate`: apply pending migrations to the configured database and exit.
const config = readConfig();
const db = openDatabase(config);
try {
  const applied = await migrateToLatest(db);
  console.log(
    applied.length ? `Applied: ${applied.join(', ')}` : `Up to date (${db.where}, ${db.dialect})`,
  );
} finally {
  await db.close();
}
