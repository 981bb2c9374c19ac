import { ArrowUpOutlined } from '@ant-design/icons';
import {
  formatDate,
  formatDateTime,
  type CodeDataItem,
  type CodeDetails,
  type CodeShipment,
} from '@lading/shared';
import { Descriptions, Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeLink } from './CodeLink';
import { levelName, poLineText, productText, statusName, supplierText } from './trace-format';

/**
 * "Up": the traced code, then each parent up to the container (the server's chain, nearest
 * first), as an ordered list; the container's shipment (container and shipment no., status,
 * ETD/ETA/ATD/ATA) under the container, when the plan has it.
 */
export function TraceChain(props: { details: CodeDetails }) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { code, chain, shipment } = props.details;
  const steps = [code, ...chain];
  const top = steps.at(-1)!;
  const note =
    top.level === 'container'
      ? !shipment && t('shipment.none')
      : chain.length === 0
        ? t('up.top')
        : t('up.noContainer');
  return (
    <Flex vertical gap={8}>
      <ol
        aria-label={t('up.list', { code: code.code })}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {steps.map((step, index) => (
          <li key={step.id}>
            {index > 0 && (
              <Flex justify="center" style={{ padding: '4px 0' }}>
                <ArrowUpOutlined aria-hidden />
              </Flex>
            )}
            <ChainStep step={step} traced={index === 0} />
            {step.level === 'container' && shipment && <ShipmentCard shipment={shipment} />}
          </li>
        ))}
      </ol>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Flex>
  );
}

function ChainStep(props: { step: CodeDataItem; traced: boolean }) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { token } = theme.useToken();
  const { step } = props;
  const productLevel = step.level !== 'container';
  return (
    <div
      style={{
        border: `1px solid ${props.traced ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 12,
      }}
    >
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <Tag>{levelName(t, step.level)}</Tag>
        <Typography.Text strong>
          <CodeLink id={step.id} code={step.code} />
        </Typography.Text>
        {props.traced && <Tag color="blue">{t('up.traced')}</Tag>}
      </Flex>
      <Descriptions
        size="small"
        column={1}
        items={[
          ...(productLevel
            ? [
                { key: 'product', label: t('fields.product'), children: productText(step) },
                { key: 'supplier', label: t('fields.supplier'), children: supplierText(step) },
                {
                  key: 'po',
                  label: t('fields.poLine'),
                  children: poLineText(step.poNumber, step.poLineNo),
                },
              ]
            : []),
          { key: 'at', label: t('fields.scannedAt'), children: formatDateTime(step.createdAt) },
          ...(step.boundAt
            ? [{ key: 'bound', label: t('fields.boundAt'), children: formatDateTime(step.boundAt) }]
            : []),
        ]}
      />
    </div>
  );
}

/** The planned container a container code was scanned for, as tracking shows it. */
export function ShipmentCard(props: { shipment: CodeShipment }) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { token } = theme.useToken();
  const { shipment } = props;
  const day = (value: string | null) => (value ? formatDate(value) : '—');
  return (
    <section
      aria-label={t('shipment.title')}
      style={{
        marginTop: 8,
        background: token.colorFillAlter,
        borderRadius: token.borderRadiusLG,
        padding: 12,
      }}
    >
      <Typography.Text strong>{t('shipment.title')}</Typography.Text>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'containerNo',
            label: t('fields.containerNo'),
            children: shipment.containerNo ?? '—',
          },
          {
            key: 'shipmentNo',
            label: t('fields.shipmentNo'),
            children: shipment.shipmentNo ?? '—',
          },
          { key: 'status', label: t('fields.status'), children: statusName(t, shipment.status) },
          {
            key: 'type',
            label: t('fields.containerType'),
            children: shipment.containerType ?? '—',
          },
          { key: 'etd', label: t('fields.etd'), children: day(shipment.etd) },
          { key: 'eta', label: t('fields.eta'), children: day(shipment.eta) },
          { key: 'atd', label: t('fields.atd'), children: day(shipment.atd) },
          { key: 'ata', label: t('fields.ata'), children: day(shipment.ata) },
        ]}
      />
    </section>
  );
}
