import type { SaveSupplierBody, SupplyStage } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { supplierRepository } from './supplier.repository';

/** A supplier profile as the add screen would save it, plus the stage it has reached. */
export type SupplierSpec = SaveSupplierBody & { supplyStage: SupplyStage };

/**
 * Supplier builder shared by the demo seed and the tests (STYLE "factories shared by tests
 * and the demo seed"): overrides win, the rest is a plausible small Chinese manufacturer.
 * `name` is accepted as the full name, as older callers pass it.
 */
let sequence = 0;

export function supplierSpec(
  overrides: Partial<SupplierSpec> & { name?: string } = {},
): SupplierSpec {
  const n = ++sequence;
  const { name, ...rest } = overrides;
  const fullName = rest.fullName ?? name ?? `Supplier ${n} Co., Ltd.`;
  return {
    code: `S${String(n).padStart(4, '0')}`,
    shortName: rest.shortName ?? (name || rest.fullName ? fullName.slice(0, 60) : `Supplier ${n}`),
    fullName,
    status: 'pendingGlobal',
    source: 'supplierPool',
    recommendedBy: '',
    companyType: 'manufacturer',
    productCategories: ['lighting'],
    paymentTerms: 'T/T 30% deposit, 70% before shipment',
    incoterm: 'FOB',
    headquarters: 'Shenzhen, Guangdong',
    manufacturerCompany: fullName,
    manufacturerAddress: "Bao'an District, Shenzhen, Guangdong",
    contractedCompany: fullName,
    contractedAddress: "Bao'an District, Shenzhen, Guangdong",
    homeCountry: 'China',
    registrationNumber: `91440300MA5F${String(n).padStart(6, '0')}`,
    licenceValidFrom: '2020-01-01',
    licenceValidUntil: '2040-12-31',
    website: '',
    foundedYear: 2012,
    yearlyRevenueUsd: 5_000_000,
    certifications: 'ISO 9001',
    employeeCount: 120,
    contact1Name: 'Li Wei',
    contact1Title: 'Sales manager',
    contact1Email: `sales${n}@supplier.example.com`,
    contact1Phone: '+86 755 8888 0000',
    contact2Name: '',
    contact2Title: '',
    contact2Email: '',
    contact2Phone: '',
    contact3Name: '',
    contact3Title: '',
    contact3Email: '',
    contact3Phone: '',
    escalationWindow: '',
    activeness: 'Active',
    supplyStage: 'basicInfo',
    ...rest,
  };
}

export async function buildSupplierProfile(
  db: Queryable,
  overrides: Partial<SupplierSpec> & { name?: string } = {},
) {
  const spec = supplierSpec(overrides);
  const id = await supplierRepository.insert(db, { ...spec, at: new Date().toISOString() });
  return { id, ...spec, name: spec.fullName };
}

/** A supplier with a full profile, as the tests and benches name it: id, code and name. */
export async function buildSupplier(
  db: Queryable,
  overrides: Partial<SupplierSpec> & { name?: string } = {},
) {
  const { id, code, fullName } = await buildSupplierProfile(db, overrides);
  return { id, code, name: fullName };
}
