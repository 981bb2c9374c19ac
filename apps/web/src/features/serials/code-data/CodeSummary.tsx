import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  CONTAINER_STATUS_NAMES,
  formatDate,
  formatDateTime,
  type CodeDataItem,
  type CodeDetails,
  type CodeShipment,
} from '@lading/shared';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeLink } from './CodeLink';
import { poLineText } from './code-data-columns';
import { holdsCodes } from './code-data-screens';

const orDash = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    value
  );

const named = (code: string | null, name: string | null) =>
  code ? (name ? `${code} · ${name}` : code) : null;

/** A code's own fields: level, open or closed, product, supplier, PO line, parent, times. */
export function CodeFields(props: { code: CodeDataItem }) {
  const { t } = useTranslation('serialData');
  const { code } = props;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'code', label: t('fields.code'), children: <strong>{code.code}</strong> },
        {
          key: 'level',
          label: t('fields.level'),
          children: t(`levels.${code.level}`, { ns: 'serials' }),
        },
        ...(holdsCodes(code.level)
          ? [
              {
                key: 'state',
                label: t('fields.state'),
                children: code.closed ? (
                  <Tag icon={<LockOutlined aria-hidden />}>{t('fields.closed')}</Tag>
                ) : (
                  <Tag color="blue" icon={<UnlockOutlined aria-hidden />}>
                    {t('fields.open')}
                  </Tag>
                ),
              },
              { key: 'children', label: t('fields.children'), children: code.childCount },
            ]
          : []),
        {
          key: 'product',
          label: t('fields.product'),
          children: orDash(named(code.productCode, code.productName)),
        },
        {
          key: 'supplier',
          label: t('fields.supplier'),
          children: orDash(named(code.supplierCode, code.supplierName)),
        },
        { key: 'poLine', label: t('fields.poLine'), children: orDash(poLineText(code)) },
        {
          key: 'parent',
          label: t('fields.parent'),
          children: <CodeLink id={code.parentId} code={code.parentCode} />,
        },
        {
          key: 'container',
          label: t('fields.container'),
          children: <CodeLink id={code.containerCodeId} code={code.containerCode} />,
        },
        {
          key: 'scannedAt',
          label: t('fields.scannedAt'),
          children: formatDateTime(code.createdAt),
        },
        {
          key: 'boundAt',
          label: t('fields.boundAt'),
          children: orDash(code.boundAt && formatDateTime(code.boundAt)),
        },
      ]}
    />
  );
}

/** The chain up to the container, nearest parent first, each a link to its details. */
export function CodeChain(props: { chain: CodeDataItem[] }) {
  const { t } = useTranslation('serialData');
  if (props.chain.length === 0)
    return <Typography.Text type="secondary">{t('details.chainEmpty')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('details.chainHelp')}</Typography.Text>
      <ol data-testid="code-chain" style={{ margin: 0, paddingInlineStart: 24 }}>
        {props.chain.map((parent) => (
          <li key={parent.id}>
            {t(`levels.${parent.level}`, { ns: 'serials' })}:{' '}
            <CodeLink id={parent.id} code={parent.code} inText />
            {parent.productCode && (
              <Typography.Text type="secondary"> · {parent.productCode}</Typography.Text>
            )}
          </li>
        ))}
      </ol>
    </Flex>
  );
}

/** How many codes of each level lie below the code, at any depth. */
export function CodesBelow(props: { below: CodeDetails['below'] }) {
  const { t } = useTranslation('serialData');
  const below = props.below.filter((count) => count.count > 0);
  if (below.length === 0)
    return <Typography.Text type="secondary">{t('details.belowEmpty')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3, xl: 6 }}
      items={below.map((count) => ({
        key: count.level,
        label: t(`levels.${count.level}`, { ns: 'serials' }),
        children: count.count.toLocaleString(),
      }))}
    />
  );
}

/** The planned container and its shipment's dates. */
export function ShipmentFacts(props: { shipment: CodeShipment }) {
  const { t, i18n } = useTranslation('serialData');
  const { shipment } = props;
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const statusNames = CONTAINER_STATUS_NAMES as Record<string, { en: string; zh: string }>;
  const day = (value: string | null) => orDash(value && formatDate(value));
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 4 }}
      items={[
        {
          key: 'containerNo',
          label: t('details.containerNo'),
          children: orDash(shipment.containerNo),
        },
        {
          key: 'shipmentNo',
          label: t('details.shipmentNo'),
          children: orDash(shipment.shipmentNo),
        },
        {
          key: 'containerType',
          label: t('details.containerType'),
          children: orDash(shipment.containerType),
        },
        {
          key: 'status',
          label: t('details.status'),
          children: <Tag>{statusNames[shipment.status]?.[lang] ?? shipment.status}</Tag>,
        },
        { key: 'etd', label: t('details.etd'), children: day(shipment.etd) },
        { key: 'eta', label: t('details.eta'), children: day(shipment.eta) },
        { key: 'atd', label: t('details.atd'), children: day(shipment.atd) },
        { key: 'ata', label: t('details.ata'), children: day(shipment.ata) },
      ]}
    />
  );
}
