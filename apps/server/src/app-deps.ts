import type { AppConfig } from './config';
import type { Db } from './db/database';

/** What modules are given: plain values, no container. `clock` lets tests move time. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  clock: () => Date;
}
