import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnplannedLine } from './workbench-ops';

/** Shown at most: a long list says how many more. */
const LISTED = 20;

/** Lines auto-plan could not place, each with its reason. */
export function UnplannedAlert(props: { lines: readonly UnplannedLine[]; onClose(): void }) {
  const { t } = useTranslation('planning');
  if (!props.lines.length) return null;
  const listed = props.lines.slice(0, LISTED);
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose: props.onClose }}
      title={t('autoPlan.unplannedTitle', { count: props.lines.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {listed.map(({ line, reason }) => (
            <li key={line.poLineId}>
              {t('autoPlan.unplannedLine', {
                poNumber: line.poNumber,
                lineNo: line.lineNo,
                product: line.productCode,
                reason: t(`unplanned.${reason}`),
              })}
            </li>
          ))}
          {props.lines.length > LISTED && <li>… +{props.lines.length - LISTED}</li>}
        </ul>
      }
    />
  );
}
