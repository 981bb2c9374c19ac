import type { ContainerItem } from '@lading/shared';
import { Alert, App, Col, DatePicker, Divider, Form, Input, InputNumber, Row, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { FormDrawer } from '../common/FormDrawer';
import { placeFieldErrors } from '../common/first-error';
import { containerName } from '../planning/container-columns';
import { useContainer } from '../planning/usePlanning';
import { ShippingLineSelect } from '../reference/transit-times/ShippingLineSelect';
import { DeltaReasonFields } from './DeltaReasonFields';
import type { DATE_FIELDS } from './tracking-form';
import {
  ACTUAL_DATE_FIELDS,
  formPath,
  NUMBER_FIELDS,
  TEXT_FIELDS,
  trackingBody,
  trackingValues,
  type TrackingValues,
} from './tracking-form';
import { localToday, useUpdateTracking } from './useTracking';

/**
 * A released container's tracking record in a form: milestones, route and vessel, BL and
 * tracking numbers, actual weights, and the reason and note of each delta Δ1–Δ5 (whose days
 * are computed). Saved with the version it was read at; the server's refusals go next to
 * their fields (or above the form when they are about the container).
 */
export function TrackingDrawer(props: { id: number | undefined; onClose(): void }) {
  const { t } = useTranslation('tracking');
  const { t: tp } = useTranslation('planning');
  const detail = useContainer(props.id);
  const c = detail.data;
  return (
    <TrackingForm
      key={c ? `${c.id}:${c.version}` : 'loading'}
      open={props.id !== undefined}
      container={c}
      title={c ? t('drawer.title', { name: containerName(tp, c) }) : ''}
      onClose={props.onClose}
    />
  );
}

type TextLabelField = (typeof TEXT_FIELDS)[number][0] | 'containerNo' | 'shipmentNo';

function TrackingForm(props: {
  open: boolean;
  container: ContainerItem | undefined;
  title: string;
  onClose(): void;
}) {
  const { t } = useTranslation('tracking');
  const { t: tp } = useTranslation('planning');
  const { message } = App.useApp();
  const [form] = Form.useForm<TrackingValues>();
  const [refusal, setRefusal] = useState<string>();
  const save = useUpdateTracking();
  const c = props.container;
  const today = localToday();

  const submit = async (values: TrackingValues) => {
    if (!c) return;
    setRefusal(undefined);
    try {
      await save.mutateAsync({ id: c.id, body: trackingBody(c, values) });
      void message.success(t('drawer.saved'));
      props.onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const fields = Object.entries(error.fieldErrors).filter(
        ([field]) => field !== '' && String(formPath(field)[0]) in trackingValues(c),
      );
      if (fields.length) {
        placeFieldErrors(
          form,
          fields.map(([field, text]) => ({ name: formPath(field), errors: [text] })),
        );
      } else setRefusal(error.message);
    }
  };

  const date = (field: (typeof DATE_FIELDS)[number]) => (
    <Col span={8} key={field}>
      <Form.Item
        name={field}
        label={t(`fields.${field}`)}
        rules={
          ACTUAL_DATE_FIELDS.has(field)
            ? [
                {
                  // as the server: only a date changed here is held to it
                  validator: (_, value: Dayjs | null) =>
                    value && form.isFieldTouched(field) && value.format('YYYY-MM-DD') > today
                      ? Promise.reject(new Error(t('rules.future')))
                      : Promise.resolve(),
                },
              ]
            : []
        }
      >
        <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  const text = (field: TextLabelField, max: number, span = 8): ReactNode => (
    <Col span={span} key={field}>
      <Form.Item
        name={field}
        label={t(`fields.${field}`)}
        rules={[{ max, message: t('rules.maxLength', { max }) }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </Col>
  );
  const section = (key: 'milestones' | 'route' | 'documents' | 'actuals' | 'deltas') => (
    <Divider titlePlacement="start" style={{ marginTop: 4 }}>
      {t(`sections.${key}`)}
    </Divider>
  );

  return (
    <FormDrawer
      open={props.open}
      title={props.title}
      size={880}
      saving={save.isPending}
      onClose={props.onClose}
      onSave={() => form.submit()}
    >
      {!c ? (
        <Spin />
      ) : (
        <Form<TrackingValues>
          form={form}
          name="tracking"
          layout="vertical"
          initialValues={trackingValues(c)}
          onFinish={(values) => void submit(values)}
          onValuesChange={() => setRefusal(undefined)}
        >
          <Alert
            type="info"
            showIcon
            title={t('drawer.statusNow', { status: tp(`statuses.${c.status}`) })}
            style={{ marginBottom: 12 }}
          />
          {refusal && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={refusal}
              style={{ marginBottom: 12 }}
            />
          )}
          <Row gutter={16}>
            {text('containerNo', 40)}
            {text('shipmentNo', 40)}
            <Col span={8}>
              <Form.Item name="shippingLine" label={t('fields.shippingLine')}>
                <ShippingLineSelect />
              </Form.Item>
            </Col>
          </Row>
          {section('milestones')}
          <Row gutter={16}>
            {date('etd')}
            {date('eta')}
            {date('loadingDate')}
            {date('atd')}
            {date('ata')}
            {date('receivingDate')}
          </Row>
          {section('route')}
          <Row gutter={16}>{TEXT_FIELDS.slice(0, 5).map(([field, max]) => text(field, max))}</Row>
          {section('documents')}
          <Row gutter={16}>
            {TEXT_FIELDS.slice(5).map(([field, max]) => text(field, max))}
            {date('blExpressDate')}
          </Row>
          {section('actuals')}
          <Row gutter={16}>
            {NUMBER_FIELDS.map(([field, max]) => (
              <Col span={8} key={field}>
                <Form.Item
                  name={field}
                  label={t(`fields.${field}`)}
                  rules={[
                    {
                      type: 'number',
                      min: 0,
                      max,
                      message: t('rules.number'),
                    },
                  ]}
                >
                  <InputNumber min={0} max={max} precision={3} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          {section('deltas')}
          <DeltaReasonFields container={c} />
          <Form.Item
            name="notes"
            label={t('fields.notes')}
            style={{ marginTop: 16 }}
            rules={[{ max: 500, message: t('rules.maxLength', { max: 500 }) }]}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  );
}
