import { ledgerOperations } from '@lading/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { postingOf, StockLinesModal, type StockDialogProps } from './StockLinesModal';
import { sourceOf } from './TransferModal';

/** Send selected rows of one warehouse to the rework area (`ledgerOperations.sendToRework`). */
export function SendToReworkModal(props: StockDialogProps) {
  const { t } = useTranslation('stock');
  const source = sourceOf(props.rows);
  return (
    <StockLinesModal
      title={t('rework.sendTitle', { warehouse: source.label })}
      okText={t('rework.send')}
      name="send-to-rework-form"
      rows={props.rows}
      post={(values) =>
        call(ledgerOperations.sendToRework, {
          body: { fromWarehouseId: source.id, ...postingOf(props.rows, values) },
        })
      }
      postedText={(docNo) => t('rework.sent', { docNo })}
      onPosted={props.onPosted}
      onClose={props.onClose}
    >
      <Typography.Paragraph type="secondary">{t('rework.sendHint')}</Typography.Paragraph>
    </StockLinesModal>
  );
}
