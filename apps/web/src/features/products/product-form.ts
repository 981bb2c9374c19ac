import {
  COUNTRY_SHORT_NAME_KEYS,
  emptyCountryShortNames,
  type CountryShortNames,
  type ProductItem,
  type SaveProductBody,
  type SaveProductRequest,
} from '@lading/shared';

/** Planning counts: optional in the form, InputNumber gives null when cleared; unset saves as 0. */
export type CountField =
  'moq' | 'msq' | 'standardLeadTimeDays' | 'safetyStockQty' | 'safetyLeadTimeDays';
/** Optional texts: may be left out of the form; unset saves as ''. */
type OptionalTextField = 'relatedMainProductModel' | 'parentSn';

/**
 * The form's values: the save body's fields (so a new contract field shows up here), except
 * the ones the form holds differently — short names possibly partial, counts and optional
 * texts possibly unset or cleared while typing.
 */
export type ProductFormValues = Omit<
  SaveProductBody,
  'countryShortNames' | CountField | OptionalTextField
> & {
  countryShortNames: Partial<CountryShortNames>;
} & { [K in CountField]?: number | null } & { [K in OptionalTextField]?: string };

/**
 * Where a failed save takes the user: the first invalid field, centred and focused (the
 * form is long; Save sits at its foot). Client checks and the server's refusals alike.
 */
export const scrollToFirstError = { block: 'center', focus: true } as const;

export const NEW_PRODUCT: Partial<ProductFormValues> = {
  activeness: 'Active',
  packageType: 'Carton',
  qtyPerPackage: 1,
  serialized: false,
  countryShortNames: emptyCountryShortNames(),
};

export function toFormValues(product: ProductItem): ProductFormValues {
  const { id: _id, cbm: _cbm, unitCbm: _unit, createdAt: _c, updatedAt: _u, ...fields } = product;
  return {
    ...fields,
    countryShortNames: { ...emptyCountryShortNames(), ...fields.countryShortNames },
  };
}

/**
 * A copy's starting values (Copy on the list, or the replacement of a product made
 * Inactive): every field of the original, Active, product ID and item number left empty —
 * both are unique, so the user types the new ones. Nothing is saved until Save.
 */
export function copyValues(product: ProductItem): Partial<ProductFormValues> {
  const { productId: _productId, itemNumber: _itemNumber, ...values } = toFormValues(product);
  return { ...values, activeness: 'Active' };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const count = (value: number | null | undefined) => value ?? 0;

/**
 * The save body; CBM is never sent (the server computes it). Every field is listed, even those
 * the contract defaults, so a new contract field is a type error here until the form sends it.
 */
export function toSaveBody(values: ProductFormValues): Required<SaveProductRequest> {
  return {
    productId: values.productId.trim(),
    itemNumber: values.itemNumber.trim(),
    shortName: values.shortName.trim(),
    modelNumber: values.modelNumber.trim(),
    modelName: values.modelName.trim(),
    activeness: values.activeness,
    brand: values.brand.trim(),
    category: values.category,
    netWeightKg: values.netWeightKg,
    grossWeightKg: values.grossWeightKg,
    countryShortNames: Object.fromEntries(
      COUNTRY_SHORT_NAME_KEYS.map((key) => [key, trimmed(values.countryShortNames?.[key])]),
    ) as CountryShortNames,
    packageType: values.packageType.trim(),
    qtyPerPackage: values.qtyPerPackage,
    lengthCm: values.lengthCm,
    widthCm: values.widthCm,
    heightCm: values.heightCm,
    serialized: values.serialized,
    moq: count(values.moq),
    msq: count(values.msq),
    standardLeadTimeDays: count(values.standardLeadTimeDays),
    safetyStockQty: count(values.safetyStockQty),
    safetyLeadTimeDays: count(values.safetyLeadTimeDays),
    relatedMainProductModel: trimmed(values.relatedMainProductModel),
    parentSn: trimmed(values.parentSn),
  };
}
