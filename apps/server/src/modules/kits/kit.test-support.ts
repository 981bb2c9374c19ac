import type { KitItem } from '@lading/shared';
import { beforeAll } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';

/*
 * The kit route tests' world: the test context and the administrator's token
 * (test/harness.ts), a lamp (10 per 0.5 × 0.4 × 0.3 m carton), a panel, a battery and an
 * Inactive product. Live bindings, set by useKitWorld()'s beforeAll (each test file has its
 * own module instance and database).
 */
export let lamp: number;
export let panel: number;
export let battery: number;
export let retired: number;

export function useKitWorld() {
  useTestContext({ admin: true });
  beforeAll(async () => {
    // 0.5 × 0.4 × 0.3 m carton of 10 lamps: 0.006 m³ and 0.45 kg a lamp
    lamp = (
      await buildProduct(t.db.kysely, {
        productId: 'KT-LAMP',
        qtyPerPackage: 10,
        lengthCm: 50,
        widthCm: 40,
        heightCm: 30,
        netWeightKg: 0.4,
        grossWeightKg: 0.45,
      })
    ).id;
    panel = (
      await buildProduct(t.db.kysely, {
        productId: 'KT-PANEL',
        qtyPerPackage: 1,
        lengthCm: 120,
        widthCm: 55,
        heightCm: 4,
        netWeightKg: 7.5,
        grossWeightKg: 8.25,
      })
    ).id;
    battery = (await buildProduct(t.db.kysely, { productId: 'KT-BAT' })).id;
    retired = (await buildProduct(t.db.kysely, { productId: 'KT-OLD', activeness: 'Inactive' })).id;
  });
}

let codes = 0;
export const kitBody = (overrides: Record<string, unknown> = {}) => {
  codes++;
  return {
    kitCode: `KB-${codes}`,
    name: `Kit body ${codes}`,
    lifeCycle: 'Active',
    activeness: 'Active',
    description: '',
    components: [
      { product: lamp, qty: 4 },
      { product: panel, qty: 1 },
    ],
    ...overrides,
  };
};
export const create = (body: unknown, token = admin, lang: 'en' | 'zh' = 'en') =>
  t.call<KitItem>('POST', '/api/kits', { token, body, lang });
export const countKits = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('kits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
