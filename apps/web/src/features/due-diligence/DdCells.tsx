import { EXPIRING_SOON_DAYS, formatDate, formatDateTime, type FileStatus } from '@lading/shared';
import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FileLink } from '../files/FileLink';
import { ddPaths, FILE_STATUS_COLORS, useDdLabels } from './dd-labels';

/** The table cells the due-diligence screens share. */

const NONE = '—';

/** A supplier's code as a link to its stage view (supplierStage). */
export function SupplierCodeLink(props: { id: number; code: string }) {
  const navigate = useNavigate();
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => void navigate(ddPaths.supplierStage(props.id))}
    >
      {props.code}
    </Button>
  );
}

export function FileStatusTag(props: { status: FileStatus }) {
  const labels = useDdLabels();
  return <Tag color={FILE_STATUS_COLORS[props.status]}>{labels.fileStatus(props.status)}</Tag>;
}

/** A stored file's name opening its preview in a new tab; no file: a dash. */
export function StoredFileCell(props: { fileId: number | null; fileName: string | null }) {
  if (props.fileId === null) return <>{NONE}</>;
  const name = props.fileName ?? String(props.fileId);
  return <FileLink fileId={props.fileId} name={name} />;
}

/** A validity as `from – until`; without one, a dash. */
export function ValidityText(props: { from: string | null; until: string | null }) {
  if (!props.from && !props.until) return <>{NONE}</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDate(props.from ?? '') || NONE} – {formatDate(props.until ?? '') || NONE}
    </span>
  );
}

/** Days until a file's end day: red when expiring soon (30 days), "Expired" once past; none without an end day. */
export function DaysLeftCell(props: { days: number | null }) {
  const { t } = useTranslation('dueDiligence');
  const { days } = props;
  if (days === null) return <>{NONE}</>;
  if (days < 0) return <Typography.Text type="danger">{t('ndaReport.expired')}</Typography.Text>;
  if (days <= EXPIRING_SOON_DAYS) return <Typography.Text type="danger">{days}</Typography.Text>;
  return <>{days}</>;
}

/** Yes or No in the UI's language. */
export function YesNo(props: { value: boolean }) {
  const { t } = useTranslation('dueDiligence');
  return <>{props.value ? t('yes') : t('no')}</>;
}

/** Who did something, and when below it (one column for "by" and "at"). */
export function ByAt(props: { by: string | null; at: string | null }) {
  if (!props.by && !props.at) return <>{NONE}</>;
  return (
    <Flex vertical>
      <span>{props.by}</span>
      {props.at && (
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {formatDateTime(props.at)}
        </Typography.Text>
      )}
    </Flex>
  );
}
