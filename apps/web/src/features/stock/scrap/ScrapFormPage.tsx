import {
  ledgerOperations,
  scrapOrderOperations as op,
  type InventoryItem,
  type SaveScrapOrderRequest,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  ConfigProvider,
  Flex,
  Form,
  Input,
  Result,
  Row,
  Space,
  Spin,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { positiveId } from '../../suppliers/supplier-routes';
import { STOCK_KEY } from '../stock-keys';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import {
  goodsKey,
  newScrapOrder,
  rowOfStock,
  showScrapErrors,
  toScrapBody,
  toScrapFormValues,
  type ScrapFormValues,
  type ScrapLineRow,
} from './scrap-form';
import { ScrapLinesTable } from './ScrapLinesTable';
import { ScrapStockPicker } from './ScrapStockPicker';
import { SCRAP_ORDERS_KEY, scrapPaths, useScrapOrder, useScrapStatusName } from './useScrapOrders';

/**
 * /stock/addScrap and /stock/editScrap?id=N: one form, the mode from the path. Only a Draft
 * is edited; an order in another state says so and links to its details.
 */
export default function ScrapFormPage() {
  const { t } = useTranslation('stock');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const statusName = useScrapStatusName();
  const editing = pathname.endsWith('/editScrap');
  const id = editing ? positiveId(params.get('id')) : undefined;
  const source = useScrapOrder(id);
  const order = source.data;
  const back = () => void navigate(scrapPaths.list);
  const backButton = <Button onClick={back}>{t('scrap.actions.back')}</Button>;

  if ((editing && id === undefined) || source.isError)
    return <Result status="warning" title={t('scrap.form.notFound')} extra={backButton} />;
  if (id !== undefined && !order) return <Spin />;
  if (order && order.status !== 'Draft') {
    return (
      <Result
        status="info"
        title={t('scrap.form.notEditable', {
          scrapNo: order.scrapNo,
          status: statusName(order.status),
        })}
        extra={
          <Space>
            {backButton}
            <Button type="primary" onClick={() => void navigate(scrapPaths.details(order.id))}>
              {t('scrap.actions.view')}
            </Button>
          </Space>
        }
      />
    );
  }
  return (
    <ScrapEditor
      key={pathname + search}
      orderId={id}
      title={
        order ? t('scrap.form.editTitle', { scrapNo: order.scrapNo }) : t('scrap.form.addTitle')
      }
      initial={order ? toScrapFormValues(order) : newScrapOrder()}
      onCancel={back}
      onSaved={(savedId) => void navigate(scrapPaths.details(savedId))}
    />
  );
}

/** The header (source warehouse, reason) and the lines, picked from what is on hand there. */
export function ScrapEditor(props: {
  orderId: number | undefined;
  title: string;
  initial: ScrapFormValues;
  onCancel(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation('stock');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ScrapFormValues>();
  const [picking, setPicking] = useState(false);
  const warehouseId = Form.useWatch('warehouseId', form) ?? props.initial.warehouseId;
  const lines = (Form.useWatch('lines', form) ?? props.initial.lines) as ScrapLineRow[];

  const stock = useQuery({
    queryKey: [...SCRAP_ORDERS_KEY, 'onHand', warehouseId],
    queryFn: () =>
      call(ledgerOperations.inventory, {
        query: { warehouseIds: [warehouseId!], pageNum: 1, pageSize: 100 },
      }),
    enabled: warehouseId !== undefined,
  });
  const rows = useMemo(() => stock.data?.list ?? [], [stock.data]);
  const onHand = useMemo(() => new Map(rows.map((row) => [goodsKey(row), row.qty])), [rows]);

  const save = useMutation({
    mutationFn: (body: SaveScrapOrderRequest) =>
      props.orderId
        ? call(op.update, { params: { id: props.orderId }, body })
        : call(op.create, { body }),
    onSuccess: (saved) => {
      void message.success(t('scrap.messages.saved', { scrapNo: saved.scrapNo }));
      void queryClient.invalidateQueries({ queryKey: STOCK_KEY });
      props.onSaved(saved.id);
    },
    onError: (error) => showScrapErrors(form, error),
  });

  const addLines = (picked: InventoryItem[]) => {
    form.setFieldValue('lines', [...lines, ...picked.map(rowOfStock)]);
    void form.validateFields(['lines']).catch(() => undefined);
  };

  return (
    <Card title={props.title}>
      <Form<ScrapFormValues>
        form={form}
        name="scrap-order"
        layout="vertical"
        initialValues={props.initial}
        onFinish={() => save.mutate(toScrapBody(form.getFieldsValue(true) as ScrapFormValues))}
      >
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <ConfigProvider componentDisabled={lines.length > 0}>
              <Form.Item
                name="warehouseId"
                label={t('scrap.fields.warehouse')}
                rules={[{ required: true, message: t('scrap.form.warehouseRequired') }]}
              >
                <WarehouseSelect
                  style={{ width: '100%' }}
                  offers={(warehouse) =>
                    warehouse.type !== 'scrap' &&
                    (warehouse.active || warehouse.id === props.initial.warehouseId)
                  }
                />
              </Form.Item>
            </ConfigProvider>
          </Col>
          <Col xs={24} md={12} xl={16}>
            <Form.Item
              name="reason"
              label={t('scrap.fields.reason')}
              rules={[
                { required: true, whitespace: true, message: t('scrap.form.reasonRequired') },
                { max: 500 },
              ]}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
        <ScrapLinesTable
          onHand={onHand}
          canAdd={warehouseId !== undefined}
          onAdd={() => setPicking(true)}
        />
        <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={props.onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('scrap.actions.save')}
          </Button>
        </Flex>
      </Form>
      <ScrapStockPicker
        open={picking}
        rows={rows}
        loading={stock.isFetching}
        taken={new Set(lines.map(goodsKey))}
        onPick={addLines}
        onClose={() => setPicking(false)}
      />
    </Card>
  );
}
