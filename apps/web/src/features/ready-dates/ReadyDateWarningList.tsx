import type { ReadyDateWarning } from '@lading/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { warningText } from './ready-date-format';

export interface WarnedLine {
  key: number;
  poNumber: string;
  lineNo: number;
  readyDate: string;
  codes: readonly ReadyDateWarning[];
}

/**
 * The lines whose ready date raises a warning, each with the spec's text(s): "CANNOT meet
 * PO RDD", "longer than standard lead time", or both (spec §5/§8).
 */
export function ReadyDateWarningList(props: { lines: readonly WarnedLine[] }) {
  const { i18n } = useTranslation('readyDates');
  return (
    <Flex vertical gap={8} role="list" style={{ maxHeight: 320, overflowY: 'auto' }}>
      {props.lines.map((line) => (
        <div key={line.key} role="listitem">
          <Typography.Text strong>
            {line.poNumber} / {line.lineNo} · {line.readyDate}
          </Typography.Text>
          {line.codes.map((code) => (
            <div key={code}>
              <Typography.Text type="warning">{warningText(code, i18n.language)}</Typography.Text>
            </div>
          ))}
        </div>
      ))}
    </Flex>
  );
}
