import { FILE_TYPE_KIND_NAMES, type FileTypeKind } from '@lading/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeywordFilterItem } from '../common/FilterItems';
import { useSupplierLabels } from '../suppliers/supplier-labels';
import { useDdLabels } from './dd-labels';

/** The filter fields the due-diligence lists share. */

/** A select of named values: its options open as wide as their names. */
export function ChoiceFilterItem(props: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  width?: number;
}) {
  return (
    <Form.Item name={props.name} label={props.label}>
      <Select
        allowClear
        style={{ width: props.width ?? 160 }}
        options={props.options}
        popupMatchSelectWidth={false}
      />
    </Form.Item>
  );
}

export function DdKeywordFilterItem(props: { placeholder: string }) {
  const { t } = useTranslation('suppliers');
  return <KeywordFilterItem label={t('filters.keyword')} placeholder={props.placeholder} />;
}

/** The supplier's supply stage (`stage`). */
export function SupplierStageFilterItem() {
  const { t } = useTranslation('dueDiligence');
  const supplier = useSupplierLabels();
  return (
    <ChoiceFilterItem
      name="stage"
      label={t('fields.stage')}
      options={supplier.stageOptions}
      width={180}
    />
  );
}

/** The supplier's status (`status`): labelled "Supplier status" where files have one too. */
export function SupplierStatusItem() {
  const { t } = useTranslation('dueDiligence');
  const supplier = useSupplierLabels();
  return (
    <ChoiceFilterItem
      name="status"
      label={t('fields.supplierStatus')}
      options={supplier.statusOptions}
      width={200}
    />
  );
}

/** The file type's kind (`kind`), of the kinds the list takes. */
export function FileKindFilterItem(props: { kinds: readonly FileTypeKind[] }) {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  return (
    <ChoiceFilterItem
      name="kind"
      label={t('fields.kind')}
      options={labels.options(props.kinds, FILE_TYPE_KIND_NAMES)}
      width={130}
    />
  );
}
