// fast-check generators for the planner's property tests (not exported by the package).
import fc from 'fast-check';
import type {
  ContainerLine,
  ContainerType,
  LoadingLimit,
  PlanInput,
  PlanLine,
} from '../plan-types';

export const LOADING_POINTS = ['Ningbo', 'Shenzhen'] as const;
export const DESTINATIONS = ['NG', 'KE'] as const;

export const STANDARD_TYPES: ContainerType[] = [
  { code: '40HQ', usableCbm: 68, maxPayloadKg: 26_500, pallets: 24, cost: 1.5 },
  { code: '20GP', usableCbm: 28, maxPayloadKg: 28_200, pallets: 10, cost: 1 },
];

const DAY0 = Date.UTC(2027, 0, 4);
export const isoDay = (offset: number): string =>
  new Date(DAY0 + offset * 86_400_000).toISOString().slice(0, 10);

/** m³ or kg with at most `decimals` decimals, as the packaging screen stores them. */
const decimal = (min: number, max: number, decimals: number) =>
  fc
    .integer({ min: Math.round(min * 10 ** decimals), max: Math.round(max * 10 ** decimals) })
    .map((n) => n / 10 ** decimals);

const lineFields = fc.record({
  packages: fc.integer({ min: 1, max: 400 }),
  piecesPerPackage: fc.integer({ min: 1, max: 24 }),
  short: fc.nat(23),
  packageCbm: decimal(0.001, 4, 3),
  density: fc.integer({ min: 10, max: 1_200 }),
  rddOffset: fc.nat(120),
  loadingPoint: fc.constantFrom(...LOADING_POINTS),
  destination: fc.constantFrom(...DESTINATIONS),
  supplier: fc.constantFrom('S1', 'S2', 'S3'),
});

/** Open lines with unique ids; some cargo light, some dense, some lines bigger than a 40HQ. */
export const planLines = (maxLength = 60): fc.Arbitrary<PlanLine[]> =>
  fc.array(lineFields, { minLength: 1, maxLength }).map((rows) =>
    rows.map((row, index): PlanLine => ({
      id: `L${index + 1}`,
      plannableQty: Math.max(1, row.packages * row.piecesPerPackage - row.short),
      piecesPerPackage: row.piecesPerPackage,
      packageCbm: row.packageCbm,
      packageKg: Math.round(row.packageCbm * row.density * 10) / 10,
      rdd: isoDay(row.rddOffset),
      loadingPoint: row.loadingPoint,
      destination: row.destination,
      supplier: row.supplier,
    })),
  );

/** m³ per package and kg per m³ of everyday cargo: lamps and panels, or batteries and cable. */
const CARGO = {
  light: { cbm: [0.04, 0.3], density: [80, 200] },
  dense: { cbm: [0.01, 0.06], density: [300, 700] },
} as const;

/** `count` lines of one kind of cargo, 1–80 cartons each, RDDs within 30 days. */
export const cargoLines = (count: number, cargo: keyof typeof CARGO): fc.Arbitrary<PlanLine[]> =>
  fc
    .array(
      fc.record({
        packages: fc.integer({ min: 1, max: 80 }),
        piecesPerPackage: fc.integer({ min: 1, max: 12 }),
        packageCbm: decimal(CARGO[cargo].cbm[0], CARGO[cargo].cbm[1], 3),
        density: fc.integer({ min: CARGO[cargo].density[0], max: CARGO[cargo].density[1] }),
        rddOffset: fc.nat(30),
        loadingPoint: fc.constantFrom(...LOADING_POINTS),
        destination: fc.constantFrom(...DESTINATIONS),
      }),
      { minLength: count, maxLength: count },
    )
    .map((rows) =>
      rows.map((row, index): PlanLine => ({
        id: `L${index + 1}`,
        plannableQty: row.packages * row.piecesPerPackage,
        piecesPerPackage: row.piecesPerPackage,
        packageCbm: row.packageCbm,
        packageKg: Math.round(row.packageCbm * row.density * 10) / 10,
        rdd: isoDay(row.rddOffset),
        loadingPoint: row.loadingPoint,
        destination: row.destination,
        supplier: 'S1',
      })),
    );

export const containerTypes: fc.Arbitrary<ContainerType[]> = fc.oneof(
  fc.constant(STANDARD_TYPES),
  fc
    .tuple(decimal(20, 80, 2), decimal(5_000, 30_000, 0), decimal(0.5, 3, 2))
    .map(([usableCbm, maxPayloadKg, cost]) => [
      { code: '40HQ', usableCbm, maxPayloadKg, pallets: 24, cost },
      ...STANDARD_TYPES.slice(1),
    ]),
);

const loadingLimits: fc.Arbitrary<LoadingLimit[]> = fc.subarray(
  DESTINATIONS.flatMap((destination) =>
    [18_000, 24_000].flatMap((maxPayloadKg) =>
      STANDARD_TYPES.map((type) => ({ destination, containerType: type.code, maxPayloadKg })),
    ),
  ),
);

export const planInputs = (maxLines = 60): fc.Arbitrary<PlanInput> =>
  fc.record({
    lines: planLines(maxLines),
    containerTypes,
    loadingLimits,
    options: fc.record({
      rddWindowDays: fc.constantFrom(14, 30),
      allowMixedRdd: fc.boolean(),
    }),
  });

/** A container line as the workbench holds it: whole packages, perhaps one partial. */
export const containerLines: fc.Arbitrary<ContainerLine> = fc
  .record({
    lineId: fc.constantFrom('L1', 'L2', 'L3', 'L4'),
    packages: fc.integer({ min: 1, max: 300 }),
    piecesPerPackage: fc.integer({ min: 1, max: 12 }),
    short: fc.nat(11),
    packageCbm: decimal(0.001, 1, 3),
    packageKg: decimal(0, 300, 1),
    rddOffset: fc.nat(90),
  })
  .map((row) => ({
    lineId: row.lineId,
    supplier: 'S1',
    rdd: isoDay(row.rddOffset),
    qty: Math.max(1, row.packages * row.piecesPerPackage - (row.short % row.piecesPerPackage)),
    piecesPerPackage: row.piecesPerPackage,
    packageCbm: row.packageCbm,
    packageKg: row.packageKg,
  }));
