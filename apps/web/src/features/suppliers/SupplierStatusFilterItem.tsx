import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupplierLabels } from './supplier-labels';

/** The supplier `status` filter of the supplier lists; its long names open wider than the box. */
export function SupplierStatusFilterItem() {
  const { t } = useTranslation('suppliers');
  const labels = useSupplierLabels();
  return (
    <Form.Item name="status" label={t('fields.status')}>
      <Select
        allowClear
        style={{ width: 240 }}
        options={labels.statusOptions}
        popupMatchSelectWidth={false}
      />
    </Form.Item>
  );
}
