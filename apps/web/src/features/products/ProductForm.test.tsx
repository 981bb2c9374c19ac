// @vitest-environment jsdom
import {
  emptyCountryShortNames,
  saveProductRequest,
  type ProductItem,
  type SaveProductBody,
} from '@lading/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, Form } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import '../../i18n';
import {
  NEW_PRODUCT,
  copyValues,
  toFormValues,
  toSaveBody,
  type ProductFormValues,
} from './product-form';
import { ProductForm } from './ProductForm';

// Only the form's own checks run here: any network call would fail the test.
const existing: ProductItem = {
  id: 7,
  productId: 'PV-450M',
  itemNumber: '10000009',
  shortName: 'PV 450W mono',
  modelNumber: 'SP-450M-144',
  modelName: 'Monocrystalline panel 450 W',
  activeness: 'Active',
  brand: 'SunCell',
  category: 'pvPanels',
  netWeightKg: 23.5,
  grossWeightKg: 25.1,
  countryShortNames: { ...emptyCountryShortNames(), NG: 'Panel 450' },
  packageType: 'Pallet',
  qtyPerPackage: 31,
  lengthCm: 211,
  widthCm: 112,
  heightCm: 122,
  cbm: 2.883104,
  unitCbm: 0.093003,
  serialized: true,
  moq: 100,
  msq: 31,
  standardLeadTimeDays: 30,
  safetyStockQty: 62,
  safetyLeadTimeDays: 7,
  relatedMainProductModel: '',
  parentSn: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
});
afterEach(() => {
  cleanup();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

function Harness(props: {
  initial: Partial<ProductFormValues>;
  onSubmit(values: ProductFormValues, replacement: boolean): void;
}) {
  const [form] = Form.useForm<ProductFormValues>();
  return (
    <ProductForm
      form={form}
      initial={props.initial}
      saving={false}
      onSubmit={props.onSubmit}
      onCancel={() => undefined}
    />
  );
}

function renderForm(initial: Partial<ProductFormValues> = NEW_PRODUCT) {
  const onSubmit = vi.fn();
  render(
    <StrictMode>
      <AntApp>
        <Harness initial={initial} onSubmit={onSubmit} />
      </AntApp>
    </StrictMode>,
  );
  return onSubmit;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));
const field = (label: string) => screen.getByLabelText(label);
const retype = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
  await user.clear(field(label));
  await user.type(field(label), value);
};

describe('ProductForm client rules', () => {
  it('requires the identifying and packaging fields', async () => {
    const onSubmit = renderForm();
    save();
    expect(await screen.findByText('Please enter Product ID')).toBeTruthy();
    expect(screen.getByText('Please enter Item number')).toBeTruthy();
    expect(screen.getByText('Please enter Category')).toBeTruthy();
    expect(screen.getByText('Please enter Net weight/pc (kg)')).toBeTruthy();
    expect(screen.getByText('Please enter Length (cm)')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows CBM computed live from L×W×H, read-only', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Length (cm)'), '60');
    await user.type(field('Width (cm)'), '40');
    await user.type(field('Height (cm)'), '30.5');
    await retype(user, 'Qty per package', '4');
    // 60 × 40 × 30.5 = 73,200 cm³
    await waitFor(() => expect(field('CBM per package')).toHaveProperty('value', '0.073200'));
    expect(field('Unit CBM')).toHaveProperty('value', '0.018300');
    expect(field('CBM per package')).toHaveProperty('readOnly', true);
  });

  it('refuses bad codes, decimals beyond the contract, and gross below net', async () => {
    const user = userEvent.setup();
    renderForm(toFormValues(existing));
    await retype(user, 'Product ID', 'PV 450');
    await retype(user, 'Length (cm)', '60.25');
    await retype(user, 'Net weight/pc (kg)', '30');
    await retype(user, 'Qty per package', '0');
    save();
    expect(await screen.findByText('Use letters, digits and . _ / - only')).toBeTruthy();
    expect(screen.getByText('A size above 0, at most 1000 cm, with up to 1 decimal')).toBeTruthy();
    expect(screen.getByText('The gross weight cannot be less than the net weight')).toBeTruthy();
    expect(await screen.findByText('A whole number from 1 to 100000')).toBeTruthy();
  });

  it('asks for a replacement when an Active product is made Inactive', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(toFormValues(existing));
    await user.click(screen.getByLabelText('Inactive'));
    save();
    expect((await screen.findAllByText('Add a replacement product?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Yes, add one' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, replacement] = onSubmit.mock.calls[0] as [ProductFormValues, boolean];
    expect(replacement).toBe(true);
    expect(values).toMatchObject({ productId: 'PV-450M', activeness: 'Inactive' });
  });

  it('takes the user to the first invalid field, low in the form, and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(toFormValues(existing));
    await retype(user, 'Safety lead time (days)', '400');
    await retype(user, 'Related main product model', 'x'.repeat(61));
    field('Short name').focus();
    save();
    expect(await screen.findByText('A whole number, 0 or more (days: at most 365)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Safety lead time (days)')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves an unchanged Active product without asking', async () => {
    const onSubmit = renderForm(toFormValues(existing));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toBe(false);
    expect(screen.queryByText('Add a replacement product?')).toBeNull();
  });
});

describe('product form values and the save contract', () => {
  it('hold exactly the save body’s fields, and save what the contract accepts as is', () => {
    // every contract field, no other: a new one is a type error in toSaveBody until it is sent
    expectTypeOf<keyof ProductFormValues>().toEqualTypeOf<keyof SaveProductBody>();
    const body = toSaveBody(toFormValues(existing));
    expect(Object.keys(body).sort()).toEqual(Object.keys(saveProductRequest.shape).sort());
    expect(saveProductRequest.parse(body)).toEqual(body);
  });

  it('start a copy from every field of the original but its unique keys, Active', () => {
    const values = copyValues({ ...existing, activeness: 'Inactive' });
    expect(values.productId).toBeUndefined();
    expect(values.itemNumber).toBeUndefined();
    expect(values).toMatchObject({ activeness: 'Active', shortName: 'PV 450W mono', moq: 100 });
  });

  it('saves cleared counts as 0 and unset optional texts as empty', () => {
    const body = toSaveBody({
      ...toFormValues(existing),
      moq: null,
      safetyLeadTimeDays: undefined,
      parentSn: undefined,
      countryShortNames: { NG: ' Panel 450 ' },
    });
    expect(body).toMatchObject({ moq: 0, safetyLeadTimeDays: 0, parentSn: '' });
    expect(body.countryShortNames).toEqual({ ...emptyCountryShortNames(), NG: 'Panel 450' });
  });
});
