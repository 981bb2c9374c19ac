import { type StationMessage, formatDateTime } from '@lading/shared';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SafeHtml } from '../common/SafeHtml';
import { messageTarget } from './message-targets';

/**
 * Shows a message's HTML (sanitized by the server and again in the browser); on confirm, goes where its type leads
 * (spec §2). Opening it marks it read (done by the caller through readMessage).
 */
export function MessageViewer(props: { message: StationMessage | null; onClose(): void }) {
  const { t, i18n } = useTranslation('messages');
  const navigate = useNavigate();
  const message = props.message;
  const target = message ? messageTarget(message.type) : undefined;
  return (
    <Modal
      open={Boolean(message)}
      title={
        message ? (i18n.language === 'zh' ? message.titleCn || message.title : message.title) : ''
      }
      okText={target ? t('goThere') : t('actions.ok', { ns: 'common' })}
      cancelText={t('actions.close', { ns: 'common' })}
      onCancel={props.onClose}
      onOk={() => {
        props.onClose();
        if (target) navigate(target);
      }}
    >
      {message && (
        <>
          <Typography.Text type="secondary">{formatDateTime(message.receiveTime)}</Typography.Text>
          {/* sanitized on the server when stored, and again here before it is shown */}
          <SafeHtml data-testid="message-content" html={message.message} />
        </>
      )}
    </Modal>
  );
}
