import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';

// A process that only prepares the configured database, as a server's first start does, and
// prints what it did (prepare.concurrent.test.ts starts several at once).
const config = readConfig();
const db = openDatabase(config);
try {
  const { migrations, seeded } = await prepareDatabase(db, config);
  console.log(`prepared ${JSON.stringify({ migrations: migrations.length, seeded })}`);
} finally {
  await db.close();
}
