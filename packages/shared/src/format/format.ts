/**
 * The one way dates, times and amounts are shown (issue 13): on every screen, in messages,
 * the bell, change histories and exports. Dates `YYYY-MM-DD`, instants `YYYY-MM-DD HH:mm`
 * in a named IANA time zone (the browser's own; on the server the configured
 * LADING_TIME_ZONE), numbers with `,` thousands and a fixed count of decimals whatever the
 * language (zh and en write numbers alike). Nothing here reads the locale.
 */

/** What a date or an instant may arrive as: ISO text, a Date, epoch milliseconds. */
export type DateInput = string | number | Date | null | undefined;

/** Decimals of each kind of amount (the product and planning code store to these units). */
export const DISPLAY_DIGITS = {
  /** pieces, packages, containers: whole numbers */
  qty: 0,
  /** loads, capacities, lines (m³, stored as integer litres) */
  cbm: 3,
  /** product, packaging and kit CBM (m³ to 6 decimals = cm³, spec "Package CBM") */
  packageCbm: 6,
  /** weights as entered: products, packaging, kits, payload limits (kg, stored as grams) */
  kg: 3,
  /** planning's load summaries (containers, lines, totals, against their payload): whole kg */
  loadKg: 0,
} as const;

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO date-time without a zone: server instants are UTC, so it is read as UTC. */
const NO_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** The time zone this runtime runs in (the user's in a browser, the host's on a server). */
export const runtimeTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether `zone` is an IANA time zone name this runtime knows (e.g. Asia/Shanghai). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date written as `YYYY-MM-DD` that names a real day. */
function realDay(text: string): string | undefined {
  const match = DAY_ONLY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? text : undefined;
}

/** The instant `value` names, or undefined (blank, unreadable). */
function instantOf(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let at: Date;
  if (value instanceof Date) at = value;
  else if (typeof value === 'number') at = new Date(value);
  else {
    const text = value.trim();
    at = new Date(NO_ZONE.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  }
  return Number.isFinite(at.getTime()) ? at : undefined;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hour and minute of `at` on the wall clock of `zone`. */
function wallClock(at: Date, zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  const year = part.year!.padStart(4, '0');
  return { day: `${year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** How many minutes the wall clock of `zone` is ahead of UTC at `at` (Shanghai: 480). */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  const { day, time } = wallClock(at, zone);
  const minute = Math.floor(at.getTime() / 60_000);
  return Date.parse(`${day}T${time}:00Z`) / 60_000 - minute;
}

/**
 * `YYYY-MM-DD`. A calendar date (`2026-03-08`) is shown as it is; an instant as its day in
 * `timeZone` (default: this runtime's). Blank or unreadable: ''.
 */
export function formatDate(value: DateInput, timeZone?: string): string {
  if (typeof value === 'string' && DAY_ONLY.test(value.trim())) return realDay(value.trim()) ?? '';
  const at = instantOf(value);
  return at ? wallClock(at, timeZone ?? runtimeTimeZone()).day : '';
}

/**
 * `YYYY-MM-DD HH:mm` (24 hours) of an instant in `timeZone` (default: this runtime's, the
 * user's in a browser). A calendar date without a time shows as `YYYY-MM-DD`. Blank or
 * unreadable: ''.
 */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  if (typeof value === 'string' && DAY_ONLY.test(value.trim())) return realDay(value.trim()) ?? '';
  const at = instantOf(value);
  if (!at) return '';
  const { day, time } = wallClock(at, timeZone ?? runtimeTimeZone());
  return `${day} ${time}`;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** `n` with `,` thousands and exactly `digits` decimals; not a finite number: ''. */
export function formatNumber(n: number | null | undefined, digits: number): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(digits, format);
  }
  // -0.0004 rounds to zero: shown without a sign
  const text = format.format(n);
  return /^-[0.,]+$/.test(text) ? text.slice(1) : text;
}

/** A quantity: a whole number with thousands separators (`12,000`). */
export const formatQty = (n: number | null | undefined): string =>
  formatNumber(n, DISPLAY_DIGITS.qty);

/** CBM of a load, a line or a container (m³, 3 decimals: `12.345`). */
export const formatCbm = (n: number | null | undefined): string =>
  formatNumber(n, DISPLAY_DIGITS.cbm);

/** CBM of a product's package or piece, or of a kit (m³, 6 decimals: `0.012345`). */
export const formatPackageCbm = (n: number | null | undefined): string =>
  formatNumber(n, DISPLAY_DIGITS.packageCbm);

/** A weight as entered — product, packaging, kit, payload limit (kg, 3 decimals: `1.250`). */
export const formatKg = (n: number | null | undefined): string =>
  formatNumber(n, DISPLAY_DIGITS.kg);

/** A load's weight in planning's summaries, and the payload it is held to (whole kg). */
export const formatLoadKg = (n: number | null | undefined): string =>
  formatNumber(n, DISPLAY_DIGITS.loadKg);

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in currency units with its currency's sign, as the screens have always shown
 * money (`$1,234.50`; in Chinese `US$1,234.50`, `¥8,000.00` for CNY): the sign depends on
 * the language (kept from before issue 13 item 5), the digits do not. Not a number: ''.
 */
export function formatMoney(amount: number | null | undefined, currency: string, lang: string) {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const locale = lang === 'zh' ? 'zh-CN' : 'en-US';
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A percentage given in percent (`12.5` → `12.5%`), up to 2 decimals. Not a number: ''. */
export const formatPercent = (n: number | null | undefined): string =>
  typeof n === 'number' && Number.isFinite(n) ? `${percentFormat.format(n)}%` : '';
