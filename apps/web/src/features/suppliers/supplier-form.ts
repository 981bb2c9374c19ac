import {
  REQUIRED_SUPPLIER_FIELDS,
  type Activeness,
  type CompanyType,
  type Incoterm,
  type ProductCategory,
  type SaveSupplierRequest,
  type SupplierItem,
  type SupplierSource,
  type SupplierStatus,
} from '@lading/shared';

type TextField = Exclude<
  keyof SaveSupplierRequest,
  | 'status'
  | 'source'
  | 'companyType'
  | 'productCategories'
  | 'incoterm'
  | 'activeness'
  | 'foundedYear'
  | 'yearlyRevenueUsd'
  | 'employeeCount'
>;

/** The form's values: every text possibly still empty, selections possibly unset. */
export type SupplierFormValues = Partial<Record<TextField, string>> & {
  status?: SupplierStatus;
  source?: SupplierSource;
  companyType?: CompanyType;
  productCategories?: ProductCategory[];
  incoterm?: Incoterm | '';
  activeness?: Activeness;
  foundedYear?: number | null;
  yearlyRevenueUsd?: number | null;
  employeeCount?: number | null;
};

export const NEW_SUPPLIER: SupplierFormValues = {
  activeness: 'Active',
  productCategories: [],
  incoterm: '',
};

export function toFormValues(supplier: SupplierItem): SupplierFormValues {
  const {
    id: _id,
    name: _name,
    supplyStage: _stage,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  } = supplier;
  return fields;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** spec §5 "notice when mandatory supplier fields are unfilled": which ones, in form order. */
export const missingMandatory = (values: SupplierFormValues) =>
  REQUIRED_SUPPLIER_FIELDS.filter((field) => isEmpty(values[field]));

/** The save body: texts trimmed, empty numbers as null. */
export function toSaveBody(values: SupplierFormValues): SaveSupplierRequest {
  const texts = Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => typeof value === 'string')
      .map(([key, value]) => [key, (value as string).trim()]),
  ) as Record<TextField, string>;
  return {
    ...texts,
    status: values.status!,
    source: values.source!,
    companyType: values.companyType!,
    productCategories: values.productCategories ?? [],
    incoterm: values.incoterm ?? '',
    activeness: values.activeness!,
    foundedYear: values.foundedYear ?? null,
    yearlyRevenueUsd: values.yearlyRevenueUsd ?? null,
    employeeCount: values.employeeCount ?? null,
  };
}
