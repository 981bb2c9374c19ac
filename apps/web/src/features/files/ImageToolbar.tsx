import {
  LeftOutlined,
  OneToOneOutlined,
  RightOutlined,
  RotateRightOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What antd's image preview hands its `actionsRender` (antd 6, @rc-component/image). */
export interface PreviewActions {
  onActive: (offset: number) => void;
  onRotateRight: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

interface ImageToolbarProps {
  actions: PreviewActions;
  scale: number;
  current: number;
  total: number;
  /** the class antd gives its own action buttons (their look on the dark layer) */
  buttonClass: string;
  /** show the image at its own size (1:1) or fitted to the window */
  onNaturalSize: (natural: boolean) => void;
}

/**
 * spec §9: the image viewer's buttons — zoom in, zoom out, one-to-one, reset, previous, next,
 * rotate (no slideshow). Real buttons with names in the user's language, reached by Tab.
 */
export function ImageToolbar(props: ImageToolbarProps) {
  const { actions, scale, current, total, buttonClass, onNaturalSize } = props;
  const { t } = useTranslation('files');
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <button
      type="button"
      key={label}
      className={`${buttonClass}${disabled ? ` ${buttonClass}-disabled` : ''}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
  return (
    <div role="toolbar" aria-label={t('image.toolbar')} style={{ display: 'flex', gap: 4 }}>
      {button(t('image.zoomOut'), <ZoomOutOutlined aria-hidden />, actions.onZoomOut, scale <= 1)}
      {button(t('image.zoomIn'), <ZoomInOutlined aria-hidden />, actions.onZoomIn)}
      {button(t('image.oneToOne'), <OneToOneOutlined aria-hidden />, () => {
        onNaturalSize(true);
        actions.onReset();
      })}
      {button(t('image.reset'), <UndoOutlined aria-hidden />, () => {
        onNaturalSize(false);
        actions.onReset();
      })}
      {total > 1 &&
        button(
          t('image.previous'),
          <LeftOutlined aria-hidden />,
          () => actions.onActive(-1),
          current === 0,
        )}
      {total > 1 &&
        button(
          t('image.next'),
          <RightOutlined aria-hidden />,
          () => actions.onActive(1),
          current >= total - 1,
        )}
      {button(t('image.rotate'), <RotateRightOutlined aria-hidden />, actions.onRotateRight)}
    </div>
  );
}
