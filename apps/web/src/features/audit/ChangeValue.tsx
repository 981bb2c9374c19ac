import type { AuditValue } from '@lading/shared';
import { Typography } from 'antd';

/** A before/after value: empty shows as a dash, long text wraps. */
export function ChangeValue({ value }: { value: AuditValue }) {
  if (value === null || value === '') return <Typography.Text type="secondary">—</Typography.Text>;
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{String(value)}</span>;
}
