import type { Queryable } from '../../db/database';
import { leadTimeRepository } from './lead-time.repository';

/** A production lead time: product and supplier by numeric id, days, note. */
export interface LeadTimeSpec {
  product: number;
  supplier: number;
  leadTimeDays: number;
  note: string;
}

/** Lead-time builder shared by the demo seed and the tests: 35 days unless told. */
export async function buildLeadTime(
  db: Queryable,
  overrides: Partial<LeadTimeSpec> & Pick<LeadTimeSpec, 'product' | 'supplier'>,
) {
  const spec: LeadTimeSpec = { leadTimeDays: 35, note: '', ...overrides };
  const id = await leadTimeRepository.insert(db, { ...spec, at: new Date().toISOString() });
  return { id, ...spec };
}
