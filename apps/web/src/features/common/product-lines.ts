import type { FormInstance, FormRule } from 'antd';

/** What the duplicate rule reads of a line: the product it names, if any yet. */
export interface ProductLine {
  product?: { value: number } | undefined;
}

/** spec §5: no duplicate product in one order (nor kit) — the rows repeating an earlier row's product. */
export function duplicateProductRows(rows: readonly (ProductLine | undefined)[]): Set<number> {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  rows.forEach((row, index) => {
    const id = row?.product?.value;
    if (id === undefined) return;
    if (seen.has(id)) duplicates.add(index);
    seen.add(id);
  });
  return duplicates;
}

/**
 * The inline duplicate-product check of a form's line list (`lines`, `components`): the
 * rule that marks a repeating row, and a re-check of every chosen row, so that changing or
 * removing one product shows (or clears) the mark on the others at once.
 */
export function duplicateProductCheck(form: FormInstance, listName: string) {
  const rows = () =>
    (form.getFieldValue(listName) as (ProductLine | undefined)[] | undefined) ?? [];

  const recheck = () => {
    void form
      .validateFields(
        rows().flatMap((row, index) =>
          row?.product ? [[listName, index, 'product'] as never] : [],
        ),
      )
      .catch(() => undefined);
  };

  return {
    /** The product field's rule for the line at `index`. */
    rule: (index: number, message: string): FormRule => ({
      validator: () =>
        duplicateProductRows(rows()).has(index)
          ? Promise.reject(new Error(message))
          : Promise.resolve(),
    }),
    recheck,
    /** For the form's onValuesChange: a changed product re-checks every chosen row. */
    onValuesChange: (changed: object) => {
      const lines = (changed as Record<string, unknown>)[listName];
      if (
        Array.isArray(lines) &&
        lines.some((row: unknown) => typeof row === 'object' && row !== null && 'product' in row)
      )
        recheck();
    },
  };
}
