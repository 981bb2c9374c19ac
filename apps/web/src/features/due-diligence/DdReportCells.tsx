import { DownloadOutlined } from '@ant-design/icons';
import {
  ddReportOperations as op,
  formatDate,
  formatNumber,
  type SupplierCheckItem,
} from '@lading/shared';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { useDownload } from '../common/useDownload';
import { CHECK_STATUS_COLORS, useDdLabels } from './dd-labels';

/** DDreport's cells: one check compact in a cell, and the dossier downloads. */

/** A check: its status tag, its score and end day small below it. */
export function CheckCell(props: { check: SupplierCheckItem | undefined }) {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const { check } = props;
  if (!check) return <>—</>;
  const details = [
    check.score === null ? null : t('ddReport.score', { score: formatNumber(check.score, 0) }),
    check.validUntil ? t('ddReport.until', { day: formatDate(check.validUntil) }) : null,
  ];
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={CHECK_STATUS_COLORS[check.status]}>{labels.checkStatus(check.status)}</Tag>
      {details.map(
        (detail) =>
          detail && (
            <Typography.Text
              key={detail}
              type="secondary"
              style={{ fontSize: 12, whiteSpace: 'nowrap' }}
            >
              {detail}
            </Typography.Text>
          ),
      )}
    </Flex>
  );
}

function DossierButton(props: { id: number; code: string; format: 'docx' | 'pdf' }) {
  const { t } = useTranslation('dueDiligence');
  const word = props.format === 'docx';
  const download = useDownload(() =>
    downloadFile(op.dossier, { params: { id: props.id }, query: { format: props.format } }).then(
      () => t('status.success', { ns: 'common' }),
    ),
  );
  return (
    <Button
      size="small"
      type="link"
      icon={<DownloadOutlined />}
      loading={download.busy}
      aria-label={t(word ? 'ddReport.wordLabel' : 'ddReport.pdfLabel', { code: props.code })}
      onClick={() => void download.start()}
    >
      {t(word ? 'ddReport.word' : 'ddReport.pdf')}
    </Button>
  );
}

/** A supplier's dossier as Word and as PDF. */
export function DossierButtons(props: { id: number; code: string }) {
  return (
    <Space size={0}>
      <DossierButton {...props} format="docx" />
      <DossierButton {...props} format="pdf" />
    </Space>
  );
}
