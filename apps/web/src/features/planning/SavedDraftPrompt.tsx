import { type PlanningDraft, formatDateTime } from '@lading/shared';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../common/use-focus-return';

/**
 * spec §4: a saved draft is detected on opening — load it, or re-plan (discard it). No close
 * button and no closing by the mask: one of the two must be chosen. Escape still closes the
 * dialog (issue 22: every dialog closes on Escape), and chooses Load, which loses nothing.
 */
export function SavedDraftPrompt(props: {
  draft: PlanningDraft;
  onLoad(): void;
  onReplan(): void;
}) {
  // the page removes this dialog as it closes: the focus goes back to its opener
  useFocusReturn();
  const { t } = useTranslation('planning');
  return (
    <Modal
      open
      title={t('draftPrompt.title')}
      closable={false}
      mask={{ closable: false }}
      onCancel={props.onLoad}
      footer={[
        <Button key="replan" danger onClick={props.onReplan}>
          {t('draftPrompt.replan')}
        </Button>,
        <Button key="load" type="primary" autoFocus onClick={props.onLoad}>
          {t('draftPrompt.load')}
        </Button>,
      ]}
    >
      {t('draftPrompt.content', {
        at: formatDateTime(props.draft.updatedAt),
        count: props.draft.containers.length,
      })}
    </Modal>
  );
}
