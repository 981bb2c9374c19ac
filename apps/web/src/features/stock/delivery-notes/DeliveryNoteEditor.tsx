import { deliveryNoteOperations as op, type SaveDeliveryNoteRequest } from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  ConfigProvider,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { SupplierSelect } from '../../common/SupplierSelect';
import { DeliveryNoteLinesTable } from './DeliveryNoteLinesTable';
import {
  rowOfPoLine,
  showNoteErrors,
  toSaveBody,
  type NoteFormValues,
  type NoteLineRow,
} from './delivery-note-form';
import { PoLinePickerModal } from './PoLinePickerModal';
import { STOCK_KEY } from '../stock-keys';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { DELIVERY_NOTES_KEY, type NoteField } from './useDeliveryNotes';

/**
 * The form of a delivery note (add, or edit a Draft): its header and its lines, saved as a
 * Draft or saved and submitted at once. A refusal puts the server's messages under their
 * fields and keeps everything typed.
 */
export function DeliveryNoteEditor(props: {
  noteId: number | undefined;
  title: string;
  initial: NoteFormValues;
  /** The user works for one supplier only: it is chosen and stays. */
  supplierFixed: boolean;
  onCancel(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation('stock');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NoteFormValues>();
  const [picking, setPicking] = useState(false);
  /** Which button sent the form: Save & submit, or Save draft */
  const submitting = useRef(false);
  const supplierId = (Form.useWatch('supplier', form) ?? props.initial.supplier)?.value;
  const warehouseId = Form.useWatch('warehouseId', form) ?? props.initial.warehouseId;
  const lines = (Form.useWatch('lines', form) ?? props.initial.lines) as NoteLineRow[];
  const field = (key: NoteField) => t(`deliveryNotes.page.fields.${key}`);
  const rule = (key: 'packages' | 'weight' | 'remark') => t(`deliveryNotes.form.rules.${key}`);

  const ready = supplierId !== undefined && warehouseId !== undefined;
  const deliverable = useQuery({
    queryKey: [...DELIVERY_NOTES_KEY, 'deliverable', supplierId, warehouseId, props.noteId],
    queryFn: () =>
      call(op.deliverable, {
        query: { supplierId: supplierId!, warehouseId: warehouseId!, noteId: props.noteId },
      }),
    enabled: ready,
  });
  const byPoLine = useMemo(
    () => new Map((deliverable.data ?? []).map((line) => [line.poLineId, line])),
    [deliverable.data],
  );

  const save = useMutation({
    mutationFn: (body: SaveDeliveryNoteRequest) =>
      props.noteId
        ? call(op.update, { params: { id: props.noteId }, body })
        : call(op.create, { body }),
    onSuccess: (saved, body) => {
      void message.success(
        t(body.submit ? 'deliveryNotes.form.submitted' : 'deliveryNotes.form.saved', {
          noteNo: saved.noteNo,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: STOCK_KEY });
      props.onSaved(saved.id);
    },
    onError: (error) => showNoteErrors(form, error),
  });

  const send = (submit: boolean) => {
    submitting.current = submit;
    form.submit();
  };
  const addLines = (picked: Parameters<typeof rowOfPoLine>[0][]) => {
    form.setFieldValue('lines', [...lines, ...picked.map(rowOfPoLine)]);
    void form.validateFields(['lines']).catch(() => undefined);
  };

  return (
    <Card title={props.title}>
      <Form<NoteFormValues>
        form={form}
        name="delivery-note"
        layout="vertical"
        initialValues={props.initial}
        onFinish={() =>
          save.mutate(toSaveBody(form.getFieldsValue(true) as NoteFormValues, submitting.current))
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={12} xl={6}>
            <ConfigProvider componentDisabled={props.supplierFixed || lines.length > 0}>
              <Form.Item
                name="supplier"
                label={field('supplier')}
                rules={[
                  { required: true, message: t('deliveryNotes.form.rules.supplierRequired') },
                ]}
                extra={
                  lines.length > 0 && !props.supplierFixed
                    ? t('deliveryNotes.form.linesLock')
                    : undefined
                }
              >
                <SupplierSelect style={{ width: '100%' }} />
              </Form.Item>
            </ConfigProvider>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <ConfigProvider componentDisabled={lines.length > 0}>
              <Form.Item
                name="warehouseId"
                label={field('warehouse')}
                rules={[
                  { required: true, message: t('deliveryNotes.form.rules.warehouseRequired') },
                ]}
              >
                <WarehouseSelect
                  style={{ width: '100%' }}
                  // an edited note keeps its warehouse even if it is no longer active
                  offers={(warehouse) =>
                    warehouse.type === 'loading' &&
                    (warehouse.active || warehouse.id === props.initial.warehouseId)
                  }
                />
              </Form.Item>
            </ConfigProvider>
          </Col>
          <Col xs={24} md={8} xl={4}>
            <Form.Item
              name="expectedArrival"
              label={field('expectedArrival')}
              getValueProps={(value: string | undefined) => ({
                value: value ? dayjs(value) : null,
              })}
              normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined)}
            >
              <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8} xl={4}>
            <Form.Item
              name="packages"
              label={field('packages')}
              rules={[{ type: 'integer', min: 0, max: 1_000_000, message: rule('packages') }]}
            >
              <InputNumber<number> precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8} xl={4}>
            <Form.Item
              name="grossWeightKg"
              label={field('grossWeightKg')}
              rules={[{ type: 'number', min: 0, max: 1_000_000, message: rule('weight') }]}
            >
              <InputNumber<number> precision={3} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="remark"
              label={field('remark')}
              rules={[{ max: 500, message: rule('remark') }]}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>

        <DeliveryNoteLinesTable
          deliverable={byPoLine}
          canAdd={ready}
          addHint={ready ? undefined : t('deliveryNotes.form.picker.needs')}
          onAdd={() => setPicking(true)}
        />

        <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={props.onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
          <Button loading={save.isPending && !submitting.current} onClick={() => send(false)}>
            {t('deliveryNotes.form.save')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending && submitting.current}
            onClick={() => send(true)}
          >
            {t('deliveryNotes.form.saveSubmit')}
          </Button>
        </Flex>
      </Form>
      <PoLinePickerModal
        open={picking}
        lines={deliverable.data ?? []}
        loading={deliverable.isFetching}
        taken={new Set(lines.map((line) => line.poLineId))}
        onPick={addLines}
        onClose={() => setPicking(false)}
      />
    </Card>
  );
}
