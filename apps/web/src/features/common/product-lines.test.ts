import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { duplicateProductCheck, duplicateProductRows } from './product-lines';

const product = (value: number) => ({ value, label: `P${value}` });

describe('duplicateProductRows', () => {
  it('marks the later rows naming a product already chosen above', () => {
    expect(
      duplicateProductRows([
        { product: product(1) },
        { product: product(2) },
        { product: product(1) },
        {},
        undefined,
        { product: product(2) },
        { product: product(1) },
      ]),
    ).toEqual(new Set([2, 5, 6]));
    expect(duplicateProductRows([{ product: product(1) }, { product: product(3) }])).toEqual(
      new Set(),
    );
  });
});

describe('duplicateProductCheck', () => {
  // just the two calls the check makes of a form, over a fixed list of components
  const formOf = (components: unknown[]) => {
    const validateFields = vi.fn(() => Promise.resolve({}));
    const form = {
      getFieldValue: (name: string) => (name === 'components' ? components : undefined),
      validateFields,
    } as unknown as FormInstance;
    return { check: duplicateProductCheck(form, 'components'), validateFields };
  };

  it('refuses the repeating row only', async () => {
    const { check } = formOf([{ product: product(4) }, { product: product(4) }]);
    const validate = (index: number) =>
      (check.rule(index, 'repeated') as { validator: () => Promise<void> }).validator();
    await expect(validate(0)).resolves.toBeUndefined();
    await expect(validate(1)).rejects.toThrow('repeated');
  });

  it('re-checks every chosen product when a product changes, and only then', () => {
    const { check, validateFields } = formOf([
      { product: product(4) },
      { qty: 2 },
      { product: product(5) },
    ]);
    check.onValuesChange({ components: [undefined, { qty: 3 }] });
    check.onValuesChange({ name: 'Kit' });
    expect(validateFields).not.toHaveBeenCalled();

    check.onValuesChange({ components: [undefined, { product: product(4) }] });
    expect(validateFields).toHaveBeenCalledWith([
      ['components', 0, 'product'],
      ['components', 2, 'product'],
    ]);
  });
});
