import type { WarehouseItem } from '@lading/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';

/** The most a document number filter takes (the contracts' limit). */
const DOCUMENT_NO_MAX = 30;

/** A document number filter (a delivery note's, a scrap order's): part of the number. */
export function DocumentNoFilterItem(props: { name: string; label: string; placeholder?: string }) {
  return (
    <Form.Item name={props.name} label={props.label} rules={[{ max: DOCUMENT_NO_MAX }]}>
      <Input allowClear placeholder={props.placeholder} style={{ width: 170 }} />
    </Form.Item>
  );
}

/** One warehouse, of those `offers` keeps (loading warehouses, all but scrap…). */
export function WarehouseFilterItem(props: {
  label: string;
  any: string;
  offers(warehouse: WarehouseItem): boolean;
}) {
  return (
    <Form.Item name="warehouseId" label={props.label}>
      <WarehouseSelect
        allowClear
        style={{ width: 200 }}
        placeholder={props.any}
        offers={props.offers}
      />
    </Form.Item>
  );
}

/** Any of a document's statuses, by their names. */
export function StatusFilterItem<Status extends string>(props: {
  label: string;
  any: string;
  statuses: readonly Status[];
  nameOf(status: Status): string;
}) {
  return (
    <Form.Item name="status" label={props.label}>
      <Select
        mode="multiple"
        allowClear
        style={{ width: 240 }}
        placeholder={props.any}
        options={props.statuses.map((value) => ({ value, label: props.nameOf(value) }))}
      />
    </Form.Item>
  );
}

/** A range of days (either end open): by default, the days a document was created on. */
export function DaysFilterItem(props: { name?: string; label: string }) {
  return (
    <Form.Item name={props.name ?? 'created'} label={props.label}>
      <DatePicker.RangePicker
        format="YYYY-MM-DD"
        allowEmpty={[true, true]}
        style={{ width: 240 }}
      />
    </Form.Item>
  );
}

/** The warehouses goods arrive at and are loaded from. */
export const isLoadingWarehouse = (warehouse: WarehouseItem) => warehouse.type === 'loading';
