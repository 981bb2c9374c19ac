import type { ScrapOrderItem } from '@lading/shared';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useScrapActions } from './useScrapOrders';

/** The status steps the user may take on an order: approve, reject, done, cancel. */
export function ScrapActionButtons(props: {
  order: Pick<ScrapOrderItem, 'id' | 'scrapNo' | 'status'>;
  actions: ReturnType<typeof useScrapActions>;
  size?: ButtonProps['size'];
  /** Buttons (details page) rather than links (list rows). */
  buttons?: boolean;
}) {
  const { t } = useTranslation('stock');
  const { order, actions } = props;
  const can = actions.can(order);
  const look = { size: props.size, type: props.buttons ? undefined : ('link' as const) };
  return (
    <>
      {can.approve && (
        <Button {...look} onClick={() => actions.approve(order)}>
          {t('scrap.actions.approve')}
        </Button>
      )}
      {can.reject && (
        <Button {...look} onClick={() => actions.reject(order)}>
          {t('scrap.actions.reject')}
        </Button>
      )}
      {can.done && (
        <Button {...look} onClick={() => actions.done(order)}>
          {t('scrap.actions.done')}
        </Button>
      )}
      {can.cancel && (
        <Button {...look} danger onClick={() => actions.cancel(order)}>
          {t('scrap.actions.cancel')}
        </Button>
      )}
    </>
  );
}
