import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** spec §4: red dot unread, grey dot read. */
export function ReadDot({ read }: { read: boolean }) {
  const { t } = useTranslation('messages');
  return <Badge status={read ? 'default' : 'error'} aria-label={read ? t('read') : t('unread')} />;
}
