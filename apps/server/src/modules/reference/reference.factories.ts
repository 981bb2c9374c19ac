import type { ContainerTypeCode, DestinationCountry } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { loadingLimitRepository } from './loading-limit.repository';
import { loadingPointRepository, type LoadingPointColumns } from './loading-point.repository';
import { shippingLineRepository, type ShippingLineColumns } from './shipping-line.repository';
import { transitTimeRepository, type TransitTimeColumns } from './transit-time.repository';
import { gramsFromKg } from './units';

/**
 * Reference-data builders shared by the demo seed and the tests (STYLE "factories shared by
 * tests and the demo seed"). Each takes overrides and fills the rest with plausible values.
 */
let sequence = 0;
const next = () => ++sequence;
const now = () => new Date().toISOString();

export async function buildLoadingPoint(
  db: Queryable,
  overrides: Partial<LoadingPointColumns> = {},
) {
  const n = next();
  const values = {
    name: overrides.name ?? `Loading point ${n}`,
    shortName: overrides.shortName ?? `LP${n}`,
    address: overrides.address ?? `No. ${n} Harbour Road`,
  };
  return { id: await loadingPointRepository.insert(db, { ...values, at: now() }), ...values };
}

export async function buildShippingLine(
  db: Queryable,
  overrides: Partial<ShippingLineColumns> = {},
) {
  const n = next();
  const values = {
    name: overrides.name ?? `Shipping line ${n}`,
    code: overrides.code ?? `SL${n}`,
    note: overrides.note ?? '',
  };
  return { id: await shippingLineRepository.insert(db, { ...values, at: now() }), ...values };
}

export async function buildTransitTime(db: Queryable, overrides: Partial<TransitTimeColumns> = {}) {
  const n = next();
  const values = {
    pol: overrides.pol ?? `Port of loading ${n}`,
    pod: overrides.pod ?? `Port of discharge ${n}`,
    shippingLineId: overrides.shippingLineId ?? null,
    days: overrides.days ?? 30,
    note: overrides.note ?? '',
  };
  return { id: await transitTimeRepository.insert(db, { ...values, at: now() }), ...values };
}

export async function buildLoadingLimit(
  db: Queryable,
  values: {
    country: DestinationCountry;
    containerType: ContainerTypeCode;
    maxPayloadKg?: number;
    note?: string;
  },
) {
  const built = { maxPayloadKg: 24_000, note: '', ...values };
  const id = await loadingLimitRepository.insert(db, {
    country: built.country,
    containerType: built.containerType,
    maxPayloadGrams: gramsFromKg(built.maxPayloadKg),
    note: built.note,
    at: now(),
  });
  return { id, ...built };
}
