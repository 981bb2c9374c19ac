// The reports bench's data set (`npm run bench:reports`), written into a migrated Lading
// SQLite file with multi-row INSERTs in one transaction: SUPPLIERS suppliers, PRODUCTS
// products in every category, four loading points and six carriers, the standard transit
// times and payload limits, POS purchase orders of 10 lines (1,000,000 lines) and one
// container per PO holding its first 8 lines (100,000 containers, 800,000 lines); the last
// two lines of each PO stay open. A container's voyage is the demo seed's (demo-voyages.ts:
// ETD revisions, delays with reason codes, receiving dates), its ETD spread over the last
// twelve months and the next month, so the status mix is what a year of shipping leaves:
// mostly received, some arrived, at sea, loading, released, draft and cancelled.
import SQLite from 'better-sqlite3';
import {
  addDays,
  DESTINATION_COUNTRIES,
  DESTINATION_PORTS,
  DELTA_NUMBERS,
  plannedCbmMilli,
  plannedGrossGrams,
  randomBetween,
  seededRandom,
} from '@lading/shared';
import {
  demoContainerNo,
  demoPapers,
  demoVoyage,
} from '../../apps/server/src/db/seed/demo-voyages';
import {
  blockWriter,
  CARRIERS,
  POINTS,
  PRODUCTS,
  SUPPLIERS,
  writeBenchReferences,
} from './bench-references';

export { SUPPLIERS };

export const POS = 100_000;
export const LINES_PER_PO = 10;
/** Lines of each PO that go into its container; the rest stay open (spare report, OTD scope). */
const CONTAINER_LINES = 8;
const ADMIN_ID = 1;
/** Fills the migrated, base-seeded SQLite `file` with the bench data, as of `today`. */
export function fillReportsBench(file: string, today: string): void {
  const sqlite = new SQLite(file);
  // a throwaway file until it is renamed into the cache: no journal while filling it
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  // rows reference rows still buffered in another table's block: consistent by construction
  sqlite.pragma('foreign_keys = OFF');
  const at = `${today}T00:00:00.000Z`;
  const random = seededRandom(15);
  const reasonIds = new Map(
    (
      sqlite.prepare('select id, code from delay_reasons').all() as { id: number; code: string }[]
    ).map((r) => [r.code, r.id]),
  );

  sqlite.transaction(() => {
    const { units, transit, limits, usable } = writeBenchReferences(sqlite, random, at);

    const pos = blockWriter(
      sqlite,
      'purchase_orders',
      'id,po_number,supplier_id,originator,destination_country,currency,created_at,updated_at'.split(
        ',',
      ),
    );
    const lines = blockWriter(
      sqlite,
      'po_lines',
      'id,po_id,supplier_id,line_no,product_id,order_qty,unit_price_cents,discount_bp,row_total_usd_cents,rdd,original_rdd,loading_point_id,so_line_id,planned_qty,shipped_qty,closed,cancelled,created_at,updated_at'.split(
        ',',
      ),
    );
    const containerColumns = [
      'id',
      'shipment_no',
      'container_no',
      'container_type',
      'status',
      'loading_point_id',
      'destination_country',
      'owner_user_id',
      'created_by_user_id',
      'shipping_line_id',
      'etd',
      'eta',
      'atd',
      'ata',
      'ready_date',
      'original_ready_date',
      'loading_date',
      'promised_delivery_date',
      'pol',
      'pod',
      'vessel',
      'voyage',
      'hbl_no',
      'mbl_no',
      'tracking_no',
      'bl_express_date',
      'receiving_date',
      'first_etd',
      'first_eta',
      'actual_gross_g',
      'actual_net_g',
      'actual_cbm_milli',
      ...DELTA_NUMBERS.flatMap((no) => [`delta${no}_reason_id`, `delta${no}_note`]),
      'created_at',
      'updated_at',
    ];
    const containers = blockWriter(sqlite, 'containers', containerColumns, 50);
    const containerLines = blockWriter(
      sqlite,
      'container_lines',
      'container_id,po_line_id,qty,cbm_milli,gross_g,ready_date,original_ready_date,confirm_ready_date,created_at,updated_at'.split(
        ',',
      ),
    );

    let lineId = 0;
    for (let n = 1; n <= POS; n++) {
      const supplierId = randomBetween(random, 1, SUPPLIERS);
      const country =
        DESTINATION_COUNTRIES[randomBetween(random, 0, DESTINATION_COUNTRIES.length - 1)]!;
      const point = randomBetween(random, 1, POINTS.length);
      const carrier = randomBetween(random, 1, CARRIERS.length);
      const type = random() < 0.2 ? '20GP' : '40HQ';
      const transitDays = transit.get(`${POINTS[point - 1]}:${country}`)!;
      const firstEtd = addDays(today, randomBetween(random, -365, 30));
      const voyage = demoVoyage(random, today, firstEtd, transitDays);
      // released ones later than a week out; some plans are drafts, some were cancelled
      const roll = random();
      const future = firstEtd > addDays(today, 7);
      const status =
        roll < 0.03 ? 'Cancelled' : future ? (roll < 0.15 ? 'Draft' : 'Unshipped') : voyage.status;
      const shipped = ['Shipped', 'Arrived', 'Received'].includes(status);
      const planned = ['Draft', 'Unshipped', 'Loading'].includes(status);
      const poDate = addDays(voyage.originalReadyDate, -randomBetween(random, 30, 60));
      pos.add([
        n,
        `PO${String(n).padStart(8, '0')}`,
        supplierId,
        `Buyer ${n % 7}`,
        country,
        'USD',
        `${poDate}T00:00:00.000Z`,
        at,
      ]);

      // the container's lines fill it to a drawn utilization, shares at random
      const fill = random() < 0.35 ? 0.96 : random() < 0.5 ? 0.92 : 0.6 + random() * 0.29;
      const litres = usable.get(type)! * fill;
      const payload = limits.get(`${country}:${type}`)!;
      let grams = 0;
      let cbm = 0;
      const containerId = n;
      const firstProduct = randomBetween(random, 0, PRODUCTS - 1);
      for (let l = 1; l <= LINES_PER_PO; l++) {
        const productId = ((firstProduct + l * 37) % PRODUCTS) + 1; // ten different products
        const { unit, priceCents } = units[productId - 1]!;
        const inContainer = l <= CONTAINER_LINES;
        const perPackage = Math.max(1, plannedCbmMilli(unit.piecesPerPackage, unit));
        let packages = inContainer
          ? Math.max(1, Math.floor(litres / CONTAINER_LINES / perPackage))
          : randomBetween(random, 5, 200);
        const packageGrams = plannedGrossGrams(unit.piecesPerPackage, unit);
        if (inContainer && grams + packages * packageGrams > payload * 0.97) {
          packages = Math.max(1, Math.floor((payload * 0.97 - grams) / packageGrams));
        }
        const qty = packages * unit.piecesPerPackage;
        const rdd = inContainer
          ? addDays(voyage.plannedReceivingDate, randomBetween(random, -5, 25))
          : addDays(today, randomBetween(random, 14, 180));
        lineId++;
        lines.add([
          lineId,
          n,
          supplierId,
          l * 10,
          productId,
          qty,
          priceCents,
          0,
          qty * priceCents,
          rdd,
          rdd,
          point,
          null,
          inContainer && planned ? qty : 0,
          inContainer && shipped ? qty : 0,
          0,
          0,
          `${poDate}T00:00:00.000Z`,
          at,
        ]);
        if (!inContainer) continue;
        const lineCbm = plannedCbmMilli(qty, unit);
        const lineGrams = plannedGrossGrams(qty, unit);
        cbm += lineCbm;
        grams += lineGrams;
        containerLines.add([
          containerId,
          lineId,
          qty,
          lineCbm,
          lineGrams,
          voyage.readyDate,
          voyage.originalReadyDate,
          1,
          at,
          at,
        ]);
      }
      const [carrierName, scac] = CARRIERS[carrier - 1]!;
      const papers = demoPapers(random, { name: carrierName, code: scac }, n);
      const draft = status === 'Draft';
      const sailed = shipped || status === 'Loading';
      const reasons = DELTA_NUMBERS.flatMap((no) => {
        const reason = shipped ? voyage.reasons[no] : undefined;
        return [reason ? (reasonIds.get(reason.code) ?? null) : null, reason?.note ?? ''];
      });
      containers.add([
        containerId,
        draft ? null : `BSH${String(n).padStart(7, '0')}`,
        sailed ? demoContainerNo(random, scac) : null,
        type,
        status,
        point,
        country,
        ADMIN_ID,
        ADMIN_ID,
        carrier,
        voyage.etd,
        voyage.eta,
        shipped ? voyage.atd : null,
        shipped ? voyage.ata : null,
        voyage.readyDate,
        voyage.originalReadyDate,
        sailed ? voyage.loadingDate : null,
        voyage.plannedReceivingDate,
        POINTS[point - 1],
        DESTINATION_PORTS[country][0],
        papers.vessel,
        papers.voyage,
        papers.hbl_no,
        papers.mbl_no,
        papers.tracking_no,
        shipped ? voyage.blExpressDate : null,
        status === 'Received' ? voyage.receivingDate : null,
        voyage.firstEtd,
        voyage.firstEta,
        shipped ? Math.round(grams * 0.99) : null,
        shipped ? Math.round(grams * 0.87) : null,
        shipped ? Math.round(cbm * 0.98) : null,
        ...reasons,
        `${poDate}T00:00:00.000Z`,
        at,
      ]);
    }
    pos.flush();
    lines.flush();
    containers.flush();
    containerLines.flush();
    // the blocks reach the file in their own order: a line written before its container
    // found no receiving date for its days late (migration 0026's trigger), so set them now
    sqlite.exec(`update container_lines set days_late = (
        select cast(julianday(c.receiving_date) - julianday(pl.rdd) as integer)
        from containers c, po_lines pl
        where c.id = container_lines.container_id and pl.id = container_lines.po_line_id)
      where container_id in (select id from containers where receiving_date is not null)`);
  })();
  sqlite.pragma('optimize');
  sqlite.exec('analyze');
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
}

/** Bumped whenever the generator's rows change, so a cached file is rebuilt. */
export const REPORTS_DATA_VERSION = 2;
