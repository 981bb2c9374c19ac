import type { Activeness, KitLifeCycle } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { kitRepository } from './kit.repository';

/** A kit as people describe it; components name products by their numeric id. */
export interface KitSpec {
  kitCode: string;
  name: string;
  lifeCycle: KitLifeCycle;
  activeness: Activeness;
  description: string;
  components: { product: number; qty: number }[];
}

let sequence = 0;

/** Kit builder shared by the demo seed and the tests: overrides win. */
export function kitSpec(overrides: Partial<KitSpec> & Pick<KitSpec, 'components'>): KitSpec {
  const n = ++sequence;
  return {
    kitCode: `KIT-${String(n).padStart(4, '0')}`,
    name: `Solar home system kit ${n}`,
    lifeCycle: 'Active',
    activeness: 'Active',
    description: '',
    ...overrides,
  };
}

export async function buildKit(
  db: Queryable,
  overrides: Partial<KitSpec> & Pick<KitSpec, 'components'>,
) {
  const spec = kitSpec(overrides);
  const id = await kitRepository.insert(db, { ...spec, at: new Date().toISOString() });
  await kitRepository.replaceComponents(db, id, spec.components);
  return { id, ...spec };
}
