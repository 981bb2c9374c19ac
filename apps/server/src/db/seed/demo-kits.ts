import type { KitLifeCycle } from '@lading/shared';
import type { Queryable } from '../database';
import { buildKit } from '../../modules/kits/kit.factories';

type DemoKit = {
  kitCode: string;
  name: string;
  lifeCycle: KitLifeCycle;
  active: boolean;
  description: string;
  /** product ID → qty */
  components: [string, number][];
};

/** Solar home system kits assembled from the demo products. */
const DEMO_KITS: DemoKit[] = [
  {
    kitCode: 'KIT-SHS80',
    name: 'Solar home system 80 W',
    lifeCycle: 'Active',
    active: true,
    description: 'Control unit, 100 W panel, 18 Ah battery and four 3 W bulbs',
    components: [
      ['SBS-200', 1],
      ['PV-100M', 1],
      ['BAT-12.8-18', 1],
      ['LED-3W', 4],
    ],
  },
  {
    kitCode: 'KIT-TV32',
    name: 'Solar TV system 32"',
    lifeCycle: 'Active',
    active: true,
    description: '32" DC TV with satellite decoder, 200 W panel, 50 Ah battery, four 5 W bulbs',
    components: [
      ['SBS-200', 1],
      ['PV-200M', 1],
      ['BAT-12.8-50', 1],
      ['TV-32DC', 1],
      ['LED-5W', 4],
    ],
  },
  {
    kitCode: 'KIT-FRIDGE100',
    name: 'Solar fridge system 100 L',
    lifeCycle: 'New',
    active: true,
    description: 'DC fridge for small shops: two 330 W panels and two 100 Ah batteries',
    components: [
      ['FRG-100DC', 1],
      ['PV-330M', 2],
      ['BAT-12.8-100', 2],
      ['LED-5W', 2],
    ],
  },
  {
    kitCode: 'KIT-PS3K',
    name: 'Home power system 3 kW',
    lifeCycle: 'Active',
    active: true,
    description: 'Hybrid inverter, 5 kWh rack battery and six 450 W panels',
    components: [
      ['INV-3K', 1],
      ['BAT-51.2-100', 1],
      ['PV-450M', 6],
    ],
  },
  {
    kitCode: 'KIT-FAN24',
    name: 'Solar fan and TV bundle 24"',
    lifeCycle: 'PhaseOut',
    active: false,
    description: 'Replaced by the 32" TV system',
    components: [
      ['TV-24DC', 1],
      ['FAN-16DC', 1],
      ['PV-200M', 1],
      ['BAT-12.8-50', 1],
    ],
  },
];

export async function seedDemoKits(db: Queryable): Promise<void> {
  const products = new Map(
    (await db.selectFrom('products').select(['id', 'product_id']).execute()).map((row) => [
      row.product_id,
      row.id,
    ]),
  );
  for (const kit of DEMO_KITS) {
    await buildKit(db, {
      kitCode: kit.kitCode,
      name: kit.name,
      lifeCycle: kit.lifeCycle,
      activeness: kit.active ? 'Active' : 'Inactive',
      description: kit.description,
      components: kit.components.map(([productId, qty]) => ({
        product: products.get(productId)!,
        qty,
      })),
    });
  }
}
