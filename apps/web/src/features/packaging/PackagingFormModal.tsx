import {
  cartonCbm,
  palletRequest,
  pieceCbm,
  savePackagingRequest,
  suggestPalletsPerContainer,
  type ContainerTypeCode,
  type PackagingItem,
  formatPackageCbm,
} from '@lading/shared';
import { Button, Col, Divider, Form, InputNumber, Row, Space, Switch, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchesSchema } from '../reference/common/form-rules';
import { FormModal } from '../common/FormModal';
import { useContainerTypes } from '../reference/useReference';
import { useSavePackaging } from './usePackaging';

interface PalletValues {
  cartonsPerPallet?: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  grossKg?: number;
  palletsPer40HQ?: number;
  palletsPer20GP?: number;
}

interface PackagingFormValues {
  cartonLengthCm: number;
  cartonWidthCm: number;
  cartonHeightCm: number;
  piecesPerCarton: number;
  cartonGrossKg: number;
  cartonNetKg: number;
  onPallet: boolean;
  pallet?: PalletValues;
}

/** The carton's fields, each with its label (`fields.<field>`). */
type CartonField = Exclude<keyof PackagingFormValues, 'onPallet' | 'pallet'>;

const carton = savePackagingRequest.shape;
const pallet = palletRequest.shape;

const initialValues = (item: PackagingItem): Partial<PackagingFormValues> => {
  const values = item.packaging;
  if (!values) return { onPallet: true };
  return {
    cartonLengthCm: values.cartonLengthCm,
    cartonWidthCm: values.cartonWidthCm,
    cartonHeightCm: values.cartonHeightCm,
    piecesPerCarton: values.piecesPerCarton,
    cartonGrossKg: values.cartonGrossKg,
    cartonNetKg: values.cartonNetKg,
    onPallet: values.pallet !== null,
    ...(values.pallet ? { pallet: values.pallet } : {}),
  };
};

/**
 * Sets one product's packaging: the carton, and the pallet unless it ships loose. CBM per
 * carton and per piece show live; pallets per 40HQ/20GP are suggested from the container
 * types' inner dimensions and can be changed.
 */
export function PackagingFormModal(props: {
  open: boolean;
  record?: PackagingItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('packaging');
  const [form] = Form.useForm<PackagingFormValues>();
  const save = useSavePackaging();
  const containers = useContainerTypes();
  const values: Partial<PackagingFormValues> = {
    cartonLengthCm: Form.useWatch('cartonLengthCm', form),
    cartonWidthCm: Form.useWatch('cartonWidthCm', form),
    cartonHeightCm: Form.useWatch('cartonHeightCm', form),
    piecesPerCarton: Form.useWatch('piecesPerCarton', form),
    onPallet: Form.useWatch('onPallet', form),
    pallet: Form.useWatch('pallet', form),
  };
  const { record } = props;
  if (!record) return null;

  const cbm =
    values.cartonLengthCm && values.cartonWidthCm && values.cartonHeightCm
      ? cartonCbm(values.cartonLengthCm, values.cartonWidthCm, values.cartonHeightCm)
      : 0;
  const perPiece = values.piecesPerCarton ? pieceCbm(cbm, values.piecesPerCarton) : 0;
  const suggestion = (code: ContainerTypeCode) => {
    const container = containers.data?.find((c) => c.code === code);
    const p = values.pallet;
    if (!container || !p?.lengthCm || !p.widthCm || !p.heightCm) return undefined;
    return suggestPalletsPerContainer(
      {
        lengthCm: container.innerLengthCm,
        widthCm: container.innerWidthCm,
        heightCm: container.innerHeightCm,
      },
      { lengthCm: p.lengthCm, widthCm: p.widthCm, heightCm: p.heightCm },
    );
  };

  const required = (field: CartonField): FormRule => ({
    required: true,
    message: t('rules.required', { field: t(`fields.${field}`) }),
  });
  const dimension = [matchesSchema(carton.cartonLengthCm, t('rules.dimension'))];
  const weight = [matchesSchema(carton.cartonGrossKg, t('rules.weight'))];
  const number = (field: CartonField, rules: FormRule[], label = field) => (
    <Form.Item name={field} label={t(`fields.${label}`)} rules={[required(label), ...rules]}>
      <InputNumber<number> style={{ width: '100%' }} />
    </Form.Item>
  );
  const palletNumber = (field: keyof PalletValues, rules: FormRule[], extra?: React.ReactNode) => (
    <Form.Item
      name={['pallet', field]}
      label={t(`fields.pallet.${field}`)}
      rules={[
        { required: true, message: t('rules.required', { field: t(`fields.pallet.${field}`) }) },
        ...rules,
      ]}
      extra={extra}
    >
      <InputNumber<number> style={{ width: '100%' }} />
    </Form.Item>
  );
  const suggested = (code: ContainerTypeCode, field: 'palletsPer40HQ' | 'palletsPer20GP') => {
    const value = suggestion(code);
    if (value === undefined) return t('suggestion.needsDims');
    return (
      <Space size={4}>
        <span>{t('suggestion.value', { count: value, code })}</span>
        {value > 0 && (
          <Button
            size="small"
            type="link"
            onClick={() => form.setFieldValue(['pallet', field], value)}
          >
            {t('suggestion.use')}
          </Button>
        )}
      </Space>
    );
  };

  return (
    <FormModal<PackagingFormValues>
      open={props.open}
      adding={record.packaging === null}
      width={760}
      title={t('editTitle', {
        productId: record.product.productId,
        name: record.product.shortName,
      })}
      name="packaging-form"
      form={form}
      initialValues={initialValues(record)}
      firstField="cartonLengthCm"
      saving={save.isPending}
      onClose={props.onClose}
      onSave={(v) =>
        save.mutateAsync({
          product: record.product.id,
          body: {
            cartonLengthCm: v.cartonLengthCm,
            cartonWidthCm: v.cartonWidthCm,
            cartonHeightCm: v.cartonHeightCm,
            piecesPerCarton: v.piecesPerCarton,
            cartonGrossKg: v.cartonGrossKg,
            cartonNetKg: v.cartonNetKg,
            pallet: v.onPallet && v.pallet ? (v.pallet as Required<PalletValues>) : null,
          },
        })
      }
    >
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('sections.carton')}
      </Typography.Title>
      <Row gutter={12}>
        <Col span={8}>{number('cartonLengthCm', dimension)}</Col>
        <Col span={8}>{number('cartonWidthCm', dimension)}</Col>
        <Col span={8}>{number('cartonHeightCm', dimension)}</Col>
        <Col span={8}>
          {number('piecesPerCarton', [matchesSchema(carton.piecesPerCarton, t('rules.pieces'))])}
        </Col>
        <Col span={8}>
          {number('cartonGrossKg', [
            ...weight,
            ({ getFieldValue }) => ({
              validator: (_, gross: number | undefined) => {
                const net = getFieldValue('cartonNetKg') as number | undefined;
                return gross === undefined || net === undefined || gross >= net
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('rules.grossBelowNet')));
              },
            }),
          ])}
        </Col>
        <Col span={8}>{number('cartonNetKg', weight)}</Col>
      </Row>
      <Typography.Text type="secondary" data-testid="packaging-cbm">
        {t('derived', { carton: formatPackageCbm(cbm), piece: formatPackageCbm(perPiece) })}
      </Typography.Text>
      <Divider />
      <Space align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('sections.pallet')}
        </Typography.Title>
        <Form.Item name="onPallet" valuePropName="checked" noStyle>
          <Switch aria-label={t('onPallet')} />
        </Form.Item>
        <Typography.Text type="secondary">
          {values.onPallet === false ? t('loose') : t('onPallet')}
        </Typography.Text>
      </Space>
      {values.onPallet !== false && (
        <Row gutter={12}>
          <Col span={8}>
            {palletNumber('cartonsPerPallet', [
              matchesSchema(pallet.cartonsPerPallet, t('rules.wholeNumber', { max: 10000 })),
            ])}
          </Col>
          <Col span={8}>
            {palletNumber('grossKg', [
              ...weight,
              ({ getFieldValue }) => ({
                validator: (_, gross: number | undefined) => {
                  const cartons = getFieldValue(['pallet', 'cartonsPerPallet']) as
                    number | undefined;
                  const each = getFieldValue('cartonGrossKg') as number | undefined;
                  return gross === undefined ||
                    !cartons ||
                    !each ||
                    Math.round(gross * 1000) >= Math.round(each * 1000) * cartons
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('rules.palletBelowCartons')));
                },
              }),
            ])}
          </Col>
          <Col span={8} />
          <Col span={8}>{palletNumber('lengthCm', dimension)}</Col>
          <Col span={8}>{palletNumber('widthCm', dimension)}</Col>
          <Col span={8}>{palletNumber('heightCm', dimension)}</Col>
          <Col span={12}>
            {palletNumber(
              'palletsPer40HQ',
              [matchesSchema(pallet.palletsPer40HQ, t('rules.wholeNumber', { max: 200 }))],
              suggested('40HQ', 'palletsPer40HQ'),
            )}
          </Col>
          <Col span={12}>
            {palletNumber(
              'palletsPer20GP',
              [matchesSchema(pallet.palletsPer20GP, t('rules.wholeNumber', { max: 200 }))],
              suggested('20GP', 'palletsPer20GP'),
            )}
          </Col>
        </Row>
      )}
    </FormModal>
  );
}
