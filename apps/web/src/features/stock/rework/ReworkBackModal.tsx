import { ledgerOperations } from '@lading/shared';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import {
  postingOf,
  StockLinesModal,
  type StockDialogProps,
  type StockLinesValues,
} from '../inventory/StockLinesModal';
import { sourceOf } from '../inventory/TransferModal';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';

type Result = 'passed' | 'scrapped';
type Values = StockLinesValues & { result: Result; toWarehouseId?: number | undefined };

/** The warehouse to return passed goods to: required then, not asked when they are scrapped. */
function ReturnWarehouseField() {
  const { t } = useTranslation('stock');
  const form = Form.useFormInstance<Values>();
  // the watch is empty on the first render: the initial result is the form's
  const passed = (Form.useWatch('result', form) ?? form.getFieldValue('result')) === 'passed';
  if (!passed) return null;
  return (
    <Form.Item
      name="toWarehouseId"
      label={t('rework.toWarehouse')}
      rules={[{ required: true, message: t('rework.toWarehouseRequired') }]}
    >
      <WarehouseSelect
        placeholder={t('rework.toWarehousePlaceholder')}
        style={{ width: 320 }}
        offers={(warehouse) => warehouse.active && warehouse.type === 'loading'}
      />
    </Form.Item>
  );
}

/**
 * Take selected rows of the rework area back: passed, into the loading warehouse chosen;
 * scrapped, into the scrap warehouse (`ledgerOperations.reworkBack`).
 */
export function ReworkBackModal(props: StockDialogProps) {
  const { t } = useTranslation('stock');
  const source = sourceOf(props.rows);
  return (
    <StockLinesModal<Values>
      title={t('rework.takeBackTitle', { warehouse: source.label })}
      okText={t('rework.takeBack')}
      name="rework-back-form"
      rows={props.rows}
      initialValues={{ result: 'passed' }}
      firstField="result"
      post={(values) =>
        call(ledgerOperations.reworkBack, {
          body: {
            reworkWarehouseId: source.id,
            result: values.result,
            ...(values.result === 'passed' && { toWarehouseId: values.toWarehouseId }),
            ...postingOf(props.rows, values),
          },
        })
      }
      postedText={(docNo) => t('rework.takenBack', { docNo })}
      onPosted={props.onPosted}
      onClose={props.onClose}
    >
      <Form.Item name="result" label={t('rework.result')}>
        <Radio.Group
          options={[
            { value: 'passed', label: t('rework.passed') },
            { value: 'scrapped', label: t('rework.scrapped') },
          ]}
        />
      </Form.Item>
      <ReturnWarehouseField />
    </StockLinesModal>
  );
}
