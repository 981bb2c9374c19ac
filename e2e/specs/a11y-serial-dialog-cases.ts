import { expect } from '@playwright/test';
import { button, rowButton, submitEmpty, type Step } from './a11y-steps';
import type { DialogCase } from './a11y-dialog-cases';
import { pick } from './helpers';

/*
 * The serial-number dialogs the accessibility gate opens (issue 18; spread into DIALOGS): the
 * template editor, its versions and the pallet labels' settings on /verification, and a
 * carton station's dialogs on /scanCode. A station's dialogs need a carton open with a code
 * in it: the steps choose SUP001's PO line of LED-5W (100 pieces a carton), scan a new carton
 * code and one product code into it, as a scanner types them (each run its own codes).
 */

let sequence = 0;
/** Six digits of the clock and a counter: another stamp on every call. */
const stamp = () => `${String(Date.now()).slice(-5)}${sequence++ % 10}`;

/**
 * Chooses SUP001's PO line of LED-5W as what the carton station's codes belong to (its
 * option reads "PO… / line · LED-5W · SUP001"; the list shows other lines until the search
 * answers).
 */
const poLineContext: Step = (page) => pick(page, 'station-context', 'LED-5W · SUP001', 'LED-5W');

/** Scans a new carton code (the demo template `CT<supplier><7 digits>`), then Enter. */
const openCarton: Step = async (page) => {
  await page.locator('#station-parent-code').fill(`CTSUP0017${stamp()}`);
  await page.locator('#station-parent-code').press('Enter');
  await expect(page.locator('#station-child-code')).toBeFocused();
};

/** Scans a new product code (`<supplier>01<8 digits>`) into the carton; waits until bound. */
const bindProduct: Step = async (page, t) => {
  const code = `SUP001017${stamp()}0`;
  await page.locator('#station-child-code').fill(code);
  await page.locator('#station-child-code').press('Enter');
  await expect(
    page
      .getByRole('log')
      .locator('li')
      .filter({ hasText: code })
      .getByText(t('serials:stations.children.bound'), { exact: true }),
  ).toBeVisible();
};

/** A carton of the station open, one product code bound in it. */
const cartonWithProduct: Step[] = [poLineContext, openCarton, bindProduct];

/** The first result line's action `key` (Unbind, Move to…, History). */
const lineAction =
  (key: string): Step =>
  (page, t) =>
    page
      .getByRole('log')
      .locator('button')
      .filter({ hasText: t(key) })
      .first()
      .click();

/** A code the demo's carton template refuses at its serial no. (letters for digits). */
const tryFailingCode: Step = (page, t) =>
  page.getByLabel(t('serials:templates.try.label'), { exact: true }).fill('CTSUP001ABCDEFG');

const STATION = '/scanCode/scanCartonBox';

export const SERIAL_DIALOGS: DialogCase[] = [
  // /verification: templates (the demo's carton template is the list's first row)
  {
    name: 'template add',
    url: '/verification/cartonBox',
    steps: [button('serials:templates.add')],
  },
  {
    name: 'template add refused',
    url: '/verification/cartonBox',
    steps: [button('serials:templates.add'), submitEmpty],
  },
  {
    name: 'template edit with a failing try code',
    url: '/verification/cartonBox',
    steps: [rowButton('common:actions.edit'), tryFailingCode],
  },
  {
    name: 'template versions',
    url: '/verification/cartonBox',
    steps: [rowButton('serials:templates.actions.versions')],
  },
  {
    name: 'label settings (pallet)',
    url: '/verification/pallet',
    steps: [button('serials:templates.actions.labelSettings')],
  },
  // /scanCode: a carton station with a product code bound
  {
    name: 'station close confirmation',
    url: STATION,
    steps: [...cartonWithProduct, button('serials:stations.parent.close')],
  },
  {
    name: 'station unbind',
    url: STATION,
    steps: [...cartonWithProduct, lineAction('serials:stations.actions.unbind')],
  },
  {
    name: 'station unbind refused',
    url: STATION,
    steps: [...cartonWithProduct, lineAction('serials:stations.actions.unbind'), submitEmpty],
  },
  {
    name: 'station move',
    url: STATION,
    steps: [...cartonWithProduct, lineAction('serials:stations.actions.move')],
  },
  {
    name: 'station history',
    url: STATION,
    steps: [...cartonWithProduct, lineAction('serials:stations.actions.history')],
  },
  {
    name: 'station camera (no camera)',
    url: STATION,
    steps: [poLineContext, openCarton, button('serials:stations.children.camera')],
  },
];
