import {
  emptyCountryShortNames,
  type CountryShortNames,
  type SaveProductBody,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { productRepository } from './product.repository';
import { gramsFromKg, mmFromCm } from './units';

/**
 * A product as people describe it (kg, cm): the save body's fields, country short names
 * possibly partial; what the factory and the demo seed take.
 */
export type ProductSpec = Omit<SaveProductBody, 'countryShortNames'> & {
  countryShortNames: Partial<CountryShortNames>;
};

/**
 * Product builder shared by the demo seed and the tests (STYLE "factories shared by tests
 * and the demo seed"): overrides win, the rest is a plausible 100 W solar home kit.
 */
let sequence = 0;

export function productSpec(overrides: Partial<ProductSpec> = {}): ProductSpec {
  const n = ++sequence;
  return {
    productId: `P${String(n).padStart(5, '0')}`,
    itemNumber: `IT-${String(n).padStart(6, '0')}`,
    shortName: `Solar home kit ${n}`,
    modelNumber: `SHS-100-${n}`,
    modelName: 'Solar home system 100 W',
    activeness: 'Active',
    brand: 'SunKing',
    category: 'mainKits',
    netWeightKg: 9.5,
    grossWeightKg: 11.2,
    countryShortNames: {},
    packageType: 'Carton',
    qtyPerPackage: 1,
    lengthCm: 60,
    widthCm: 40,
    heightCm: 30,
    serialized: true,
    moq: 100,
    msq: 50,
    standardLeadTimeDays: 45,
    safetyStockQty: 200,
    safetyLeadTimeDays: 10,
    relatedMainProductModel: '',
    parentSn: '',
    ...overrides,
  };
}

export async function buildProduct(db: Queryable, overrides: Partial<ProductSpec> = {}) {
  const spec = productSpec(overrides);
  const { netWeightKg, grossWeightKg, lengthCm, widthCm, heightCm, ...rest } = spec;
  const id = await productRepository.insert(db, {
    ...rest,
    countryShortNames: { ...emptyCountryShortNames(), ...spec.countryShortNames },
    netWeightGrams: gramsFromKg(netWeightKg),
    grossWeightGrams: gramsFromKg(grossWeightKg),
    lengthMm: mmFromCm(lengthCm),
    widthMm: mmFromCm(widthCm),
    heightMm: mmFromCm(heightCm),
    at: new Date().toISOString(),
  });
  return { id, ...spec };
}
