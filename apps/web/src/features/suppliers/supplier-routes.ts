/** A positive integer id from the address (`?id=N`), or undefined. */
export const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export const supplierPaths = {
  list: '/factory/supplier',
  add: '/factory/addSupplier',
  edit: (id: number) => `/factory/editSupplier?id=${id}`,
  details: (id: number) => `/factory/supplierDetails?id=${id}`,
  record: (id: number) => `/factory/supplierRecord?id=${id}`,
  stage: (id: number) => `/factory/supplierStage?id=${id}`,
};
