import { addDays, randomBetween, type ContainerStatus } from '@lading/shared';
import type { BaseDelayReason } from './delay-reasons';

/**
 * The demo's voyages, as dates only (no I/O): a container's way from its original ready
 * date to the warehouse, with the slips real voyages have — late production (Δ1), waiting
 * for a booking (Δ2), a rolled or late vessel (Δ3), congestion and transshipment at sea
 * (Δ4), customs holds and late arrivals against the RDD (Δ5). Every draw comes from the
 * caller's seeded generator, so a given day always gives the same voyages.
 */

/** Dates of one voyage; those still in the future are null (ETD/ETA are estimates). */
export interface DemoVoyage {
  status: Extract<ContainerStatus, 'Loading' | 'Shipped' | 'Arrived' | 'Received'>;
  originalReadyDate: string;
  readyDate: string;
  loadingDate: string | null;
  firstEtd: string;
  firstEta: string;
  /** the latest estimates */
  etd: string;
  eta: string;
  atd: string | null;
  ata: string | null;
  receivingDate: string | null;
  blExpressDate: string | null;
  /** when the goods were expected at the warehouse at booking: the lines' RDDs follow it */
  plannedReceivingDate: string;
  /** a reason code per delta that slipped, with its note */
  reasons: Partial<Record<1 | 2 | 3 | 4 | 5, { code: BaseDelayReason; note: string }>>;
}

type Slip = { code: BaseDelayReason; note: string };

const READY_SLIPS: Slip[] = [
  { code: 'PRODUCTION', note: 'Cell shortage at the factory · 工厂电芯短缺' },
  { code: 'SUPPLIER_LATE', note: 'Supplier moved the ready date · 供应商推迟货好日期' },
  { code: 'QUALITY', note: 'Re-inspection after a failed QC · 验货不合格后复检' },
];
const LOADING_SLIPS: Slip[] = [
  { code: 'BOOKING', note: 'No space on the booked sailing · 订舱无舱位' },
  { code: 'INLAND_TRANSPORT', note: 'Trucking to the port delayed · 拖车延误' },
];
const DEPARTURE_SLIPS: Slip[] = [
  { code: 'VESSEL_DELAY', note: 'Vessel arrived late at POL · 船舶晚到装货港' },
  { code: 'BOOKING', note: 'Rolled to the next sailing · 甩柜至下一航次' },
  { code: 'PORT_CONGESTION', note: 'Yard congestion at POL · 装货港堆场拥堵' },
  { code: 'WEATHER', note: 'Typhoon closed the port · 台风封港' },
];
const ARRIVAL_SLIPS: Slip[] = [
  { code: 'PORT_CONGESTION', note: 'Berthing queue at POD · 目的港排队靠泊' },
  { code: 'TRANSSHIPMENT', note: 'Missed the feeder at the hub · 中转港未赶上接驳船' },
  { code: 'VESSEL_DELAY', note: 'Slow steaming, schedule slipped · 减速航行，船期延误' },
  { code: 'WEATHER', note: 'Rough sea around the Cape · 好望角附近风浪' },
];
const RECEIVING_SLIPS: Slip[] = [
  { code: 'CUSTOMS', note: 'Customs inspection at POD · 目的港海关查验' },
  { code: 'DOCUMENTS', note: 'Original B/L arrived late · 正本提单晚到' },
  { code: 'INLAND_TRANSPORT', note: 'Trucks short after discharge · 卸船后车辆不足' },
];

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const chance = (random: () => number, p: number) => random() < p;

/**
 * One voyage whose first ETD is `firstEtd`, on a route of `transitDays`. The status is what
 * the dates say on `today`: received, arrived (the goods not yet at the warehouse — a
 * container that arrived in the last month is still clearing), shipped, or loading.
 */
export function demoVoyage(
  random: () => number,
  today: string,
  firstEtd: string,
  transitDays: number,
): DemoVoyage {
  const reasons: DemoVoyage['reasons'] = {};
  const slip = (no: 1 | 2 | 3 | 4 | 5, from: Slip[]) => {
    // now and then nobody gave a reason: the report shows those as such
    if (chance(random, 0.9)) reasons[no] = pick(random, from);
  };
  const originalReadyDate = addDays(firstEtd, -randomBetween(random, 5, 10));
  const readySlip = chance(random, 0.25) ? randomBetween(random, 2, 10) : 0;
  const readyDate = addDays(originalReadyDate, readySlip);
  if (readySlip > 0) slip(1, READY_SLIPS);

  // the vessel: on time, a day either way, or rolled / late by up to two weeks
  const departureSlip = chance(random, 0.3)
    ? randomBetween(random, 3, 12)
    : randomBetween(random, 0, 1);
  let atd = addDays(firstEtd, departureSlip);
  // goods ready too late for the booked sailing ride the next one
  if (addDays(readyDate, 3) > atd) atd = addDays(readyDate, randomBetween(random, 3, 6));
  const loadingDate = addDays(atd, -randomBetween(random, 1, 3));
  if (loadingDate > addDays(readyDate, 5)) slip(2, LOADING_SLIPS);
  if (atd > firstEtd) slip(3, DEPARTURE_SLIPS);

  const firstEta = addDays(firstEtd, transitDays);
  const seaSlip = chance(random, 0.25)
    ? randomBetween(random, 2, 12)
    : randomBetween(random, -2, 1);
  const ata = addDays(atd, transitDays + seaSlip);
  if (ata > firstEta) slip(4, ARRIVAL_SLIPS);
  const customsHold = chance(random, 0.1) ? randomBetween(random, 8, 20) : 0;
  const receivingDate = addDays(ata, randomBetween(random, 3, 8) + customsHold);
  const plannedReceivingDate = addDays(firstEta, 7);
  if (receivingDate > plannedReceivingDate) slip(5, customsHold ? RECEIVING_SLIPS : ARRIVAL_SLIPS);

  const known = (day: string) => (day <= today ? day : null);
  const voyage: DemoVoyage = {
    status: 'Received',
    originalReadyDate,
    readyDate,
    loadingDate: known(loadingDate),
    firstEtd,
    firstEta,
    // once sailed, the last ETD given was the ATD; the ETA the last one the carrier sent
    etd: atd,
    eta: ata,
    atd: known(atd),
    ata: known(ata),
    receivingDate: known(receivingDate),
    blExpressDate: known(addDays(atd, randomBetween(random, 2, 6))),
    plannedReceivingDate,
    reasons,
  };
  if (voyage.receivingDate && ata < addDays(today, -30)) return voyage;
  voyage.receivingDate = null;
  if (voyage.ata) return { ...voyage, status: 'Arrived' };
  // at sea: the carrier's latest ETA moves with what it knows so far
  const reasonsSoFar = { ...reasons };
  delete reasonsSoFar[5];
  if (voyage.atd) return { ...voyage, status: 'Shipped', reasons: reasonsSoFar };
  delete reasonsSoFar[4];
  delete reasonsSoFar[3];
  return {
    ...voyage,
    status: 'Loading',
    loadingDate: voyage.loadingDate ?? today,
    blExpressDate: null,
    reasons: reasonsSoFar,
  };
}

/** Ocean vessels that call East and West African ports, by carrier. */
const VESSELS: Record<string, string[]> = {
  MSC: ['MSC AURORA', 'MSC LAGOS', 'MSC DURBAN', 'MSC CAPE TOWN III'],
  Maersk: ['MAERSK KOWLOON', 'MAERSK NAIROBI', 'SEALAND AFRICA'],
  'CMA CGM': ['CMA CGM BIRDIE', 'CMA CGM AFRICA FOUR', 'CMA CGM TIGRIS'],
  COSCO: ['COSCO SHIPPING ALPS', 'XIN NAN SHA', 'COSCO AFRICA'],
  PIL: ['KOTA CAHAYA', 'KOTA LEMBAH', 'KOTA MANIS'],
  'Hapag-Lloyd': ['SANTA URSULA', 'AS PATRICIA', 'VALOR'],
};

/** ISO 6346: the check digit of an owner code + category + serial (10 characters). */
function checkDigit(prefix: string): number {
  const value = (c: string) => {
    if (/\d/.test(c)) return Number(c);
    const n = c.charCodeAt(0) - 55; // A = 10, skipping multiples of 11
    return n + Math.floor((n - 1) / 10);
  };
  const sum = [...prefix].reduce((total, c, i) => total + value(c) * 2 ** i, 0);
  return (sum % 11) % 10;
}

/** A container no. of the carrier's own boxes (its SCAC's first three letters + U). */
export function demoContainerNo(random: () => number, scac: string): string {
  const prefix = `${scac.slice(0, 3)}U${String(randomBetween(random, 100_000, 999_999))}`;
  return `${prefix}${checkDigit(prefix)}`;
}

/** Vessel, voyage, MB/L, H/B L and tracking no. as a carrier and a forwarder issue them (columns). */
export function demoPapers(
  random: () => number,
  carrier: { name: string; code: string },
  n: number,
) {
  const vessel = pick(random, VESSELS[carrier.name] ?? ['AFRICA EXPRESS']);
  const mblNo = `${carrier.code}${String(randomBetween(random, 10_000_000, 99_999_999))}`;
  return {
    vessel,
    voyage: `${randomBetween(random, 200, 260)}${pick(random, ['W', 'S', 'E'])}`,
    mbl_no: mblNo,
    hbl_no: `LDSZX${String(24_000 + n).padStart(6, '0')}`,
    tracking_no: mblNo,
  };
}
