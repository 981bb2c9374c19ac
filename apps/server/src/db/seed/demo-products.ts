import type { ProductCategory } from '@lading/shared';
import type { Queryable } from '../database';
import { buildProduct } from '../../modules/products/product.factories';

type DemoProduct = [
  productId: string,
  shortName: string,
  modelNumber: string,
  modelName: string,
  brand: string,
  category: ProductCategory,
  netKg: number,
  grossKg: number,
  packageType: string,
  qtyPerPackage: number,
  dimsCm: [number, number, number],
  serialized: boolean,
];

/**
 * Solar home kits and what ships with them: real-looking weights and carton sizes. One
 * product per line reads as a table, hence prettier-ignore.
 */
// prettier-ignore
const DEMO_PRODUCTS: DemoProduct[] = [
  ['SHS-K40', 'Home kit 40W', 'LK-SHS40', 'Solar home kit 40 W, 3 lamps', 'Lumina', 'mainKits', 6.8, 8.1, 'Carton', 1, [52, 38, 24.5], true],
  ['SHS-K80', 'Home kit 80W + radio', 'LK-SHS80R', 'Solar home kit 80 W, 4 lamps, FM radio', 'Lumina', 'mainKits', 11.2, 13.0, 'Carton', 1, [68, 45, 28], true],
  ['SHS-K200TV', 'TV kit 200W', 'LK-SHS200TV', 'Solar TV kit 200 W with 32" TV', 'Lumina', 'mainKits', 24.5, 28.9, 'Carton', 1, [95, 62, 30], true],
  ['PS-1K', 'Power box 1 kWh', 'PB-1024', 'Portable power system 1 kWh', 'VoltHub', 'powerSystems', 12.6, 14.8, 'Carton', 1, [45, 32, 36], true],
  ['PS-3K', 'Power system 3 kW', 'PS-3K-48', 'Home power system 3 kW / 48 V', 'VoltHub', 'powerSystems', 38.0, 44.5, 'Wooden case', 1, [72, 52, 48], true],
  ['PV-100M', 'PV 100W mono', 'SP-100M-36', 'Monocrystalline panel 100 W, 36 cells', 'SunCell', 'pvPanels', 6.5, 7.4, 'Carton', 2, [104, 70, 8.5], true],
  ['PV-200M', 'PV 200W mono', 'SP-200M-72', 'Monocrystalline panel 200 W, 72 half cells', 'SunCell', 'pvPanels', 11.8, 13.1, 'Carton', 2, [152, 70, 9], true],
  ['PV-330M', 'PV 330W mono', 'SP-330M-60', 'Monocrystalline panel 330 W, 120 half cells', 'SunCell', 'pvPanels', 18.5, 20.6, 'Pallet', 30, [176, 112, 125], true],
  ['PV-450M', 'PV 450W mono', 'SP-450M-144', 'Monocrystalline panel 450 W, 144 half cells', 'SunCell', 'pvPanels', 23.5, 25.1, 'Pallet', 31, [211, 112, 122], true],
  ['PV-550M', 'PV 550W bifacial', 'SP-550B-144', 'Bifacial panel 550 W, 144 half cells', 'SunCell', 'pvPanels', 28.6, 30.4, 'Pallet', 31, [228, 113, 125], true],
  ['BAT-12.8-6', 'LiFePO4 12.8V 6Ah', 'LFP-1206', 'LiFePO4 battery 12.8 V 6 Ah', 'PowerCell', 'batteries', 0.85, 0.95, 'Carton', 20, [42, 32, 22], true],
  ['BAT-12.8-18', 'LiFePO4 12.8V 18Ah', 'LFP-1218', 'LiFePO4 battery 12.8 V 18 Ah', 'PowerCell', 'batteries', 2.3, 2.55, 'Carton', 8, [46, 36, 20], true],
  ['BAT-12.8-50', 'LiFePO4 12.8V 50Ah', 'LFP-1250', 'LiFePO4 battery 12.8 V 50 Ah', 'PowerCell', 'batteries', 6.2, 6.9, 'Carton', 2, [48, 36, 24], true],
  ['BAT-12.8-100', 'LiFePO4 12.8V 100Ah', 'LFP-12100', 'LiFePO4 battery 12.8 V 100 Ah', 'PowerCell', 'batteries', 11.5, 12.9, 'Carton', 1, [38, 23, 27], true],
  ['BAT-51.2-100', 'LiFePO4 51.2V 100Ah rack', 'LFP-48100R', 'LiFePO4 rack battery 51.2 V 100 Ah', 'PowerCell', 'batteries', 45.0, 51.5, 'Wooden case', 1, [62, 55, 26], true],
  ['LED-3W', 'LED bulb 3W 12V', 'LB-3W-DC', 'LED bulb 3 W, 12 V DC, 5 m cable', 'Lumina', 'lighting', 0.09, 0.12, 'Carton', 100, [50, 40, 38], false],
  ['LED-5W', 'LED bulb 5W 12V', 'LB-5W-DC', 'LED bulb 5 W, 12 V DC, 5 m cable', 'Lumina', 'lighting', 0.11, 0.14, 'Carton', 100, [52, 42, 40], false],
  ['LED-FL20', 'Flood light 20W', 'FL-20W', 'Solar flood light 20 W with remote', 'Lumina', 'lighting', 1.1, 1.45, 'Carton', 10, [55, 35, 30], false],
  ['LANT-S1', 'Solar lantern', 'SL-S1', 'Solar lantern with USB phone charging', 'Lumina', 'lighting', 0.42, 0.55, 'Carton', 24, [48, 36, 33], true],
  ['TV-24DC', 'TV 24" DC', 'TV-24DC-12', 'LED TV 24 inch, 12 V DC, satellite decoder', 'VisionPlus', 'appliances', 2.9, 4.2, 'Carton', 1, [64, 14, 44], true],
  ['TV-32DC', 'TV 32" DC', 'TV-32DC-12', 'LED TV 32 inch, 12 V DC, satellite decoder', 'VisionPlus', 'appliances', 4.1, 5.9, 'Carton', 1, [82, 13, 53], true],
  ['TV-43AC', 'TV 43" smart', 'TV-43S', 'Smart TV 43 inch, AC/DC', 'VisionPlus', 'appliances', 6.8, 8.9, 'Carton', 1, [105, 14, 65], true],
  ['FAN-16DC', 'Fan 16" DC', 'FN-16DC', 'Standing fan 16 inch, 12 V DC', 'BreezeOne', 'appliances', 3.2, 4.0, 'Carton', 1, [48, 18, 52], true],
  ['FRG-100DC', 'Fridge 100L DC', 'RF-100DC', 'Solar fridge 100 L, 12/24 V DC', 'CoolSun', 'appliances', 28.0, 32.5, 'Carton', 1, [58, 60, 92], true],
  ['INV-1K', 'Inverter 1kW', 'INV-1012', 'Pure sine inverter 1 kW, 12 V', 'VoltHub', 'sbsInverter', 3.6, 4.3, 'Carton', 4, [50, 40, 28], true],
  ['INV-3K', 'Hybrid inverter 3kW', 'HYB-3024', 'Hybrid inverter 3 kW, 24 V, MPPT 80 A', 'VoltHub', 'sbsInverter', 9.8, 11.6, 'Carton', 1, [53, 38, 22], true],
  ['SBS-200', 'SBS control unit 200', 'SBS-CU200', 'Solar box control unit 200 W with PAYG', 'Lumina', 'sbsInverter', 4.4, 5.2, 'Carton', 2, [42, 36, 30], true],
  ['CBL-4MM-100', 'PV cable 4mm² 100m', 'PV1F-4', 'PV1-F solar cable 4 mm², 100 m reel', 'WireLink', 'cables', 4.9, 5.6, 'Reel', 1, [35, 35, 18], false],
  ['CBL-6MM-100', 'PV cable 6mm² 100m', 'PV1F-6', 'PV1-F solar cable 6 mm², 100 m reel', 'WireLink', 'cables', 7.2, 8.0, 'Reel', 1, [38, 38, 19], false],
  ['CBL-MC4-10', 'MC4 extension 10m', 'MC4-EXT10', 'MC4 extension cable pair 10 m', 'WireLink', 'cables', 0.75, 0.85, 'Bag', 50, [55, 40, 35], false],
  ['FWD-DOCS', 'B/L document pouch', 'FWD-DOC', 'Forwarder: original B/L and COO document pouch', 'Lading', 'forwarder', 0.2, 0.3, 'Envelope', 1, [35, 25, 2], false],
  ['OTH-MANUAL', 'User manual pack', 'DOC-MAN', 'User manuals, multilingual, 50 per pack', 'Lumina', 'others', 2.4, 2.6, 'Carton', 50, [32, 24, 20], false],
];

/** Short names as the markets say them, for the kits sold everywhere. */
const MARKET_NAMES = { NG: 'Lumi', KE: 'Lumi Kenya', TZ: 'Lumi TZ', UG: 'Lumi UG', B2B: 'Lumina' };

export async function seedDemoProducts(db: Queryable): Promise<void> {
  for (const [index, row] of DEMO_PRODUCTS.entries()) {
    const [productId, shortName, modelNumber, modelName, brand, category] = row;
    const [, , , , , , netWeightKg, grossWeightKg, packageType, qtyPerPackage, dims, serialized] =
      row;
    const kit = category === 'mainKits';
    await buildProduct(db, {
      productId,
      itemNumber: `1000${String(index + 1).padStart(4, '0')}`,
      shortName,
      modelNumber,
      modelName,
      brand,
      category,
      netWeightKg,
      grossWeightKg,
      packageType,
      qtyPerPackage,
      lengthCm: dims[0],
      widthCm: dims[1],
      heightCm: dims[2],
      serialized,
      // the old 40 W kit is being phased out in favour of the 80 W one
      activeness: productId === 'SHS-K40' ? 'Inactive' : 'Active',
      countryShortNames: kit
        ? Object.fromEntries(Object.entries(MARKET_NAMES).map(([k, v]) => [k, `${v} ${shortName}`]))
        : {},
      relatedMainProductModel: category === 'lighting' ? 'LK-SHS80R' : '',
      moq: serialized ? 100 : 500,
      msq: serialized ? 50 : 100,
      standardLeadTimeDays: kit ? 45 : 30,
      safetyStockQty: kit ? 300 : 100,
      safetyLeadTimeDays: 7,
    });
  }
}
