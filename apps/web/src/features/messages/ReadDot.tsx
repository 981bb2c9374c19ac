import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * spec §4: red dot unread, grey dot read. A picture to assistive technology (role img), so
 * that it may carry its name (aria-label is not allowed on a plain span: axe
 * aria-prohibited-attr).
 */
export function ReadDot({ read }: { read: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <Badge
      status={read ? 'default' : 'error'}
      role="img"
      aria-label={read ? t('read') : t('unread')}
    />
  );
}
