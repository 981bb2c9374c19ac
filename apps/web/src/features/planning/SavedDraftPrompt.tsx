import type { PlanningDraft } from '@lading/shared';
import { Button, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** spec §4: a saved draft is detected on opening — load it, or re-plan (discard it). */
export function SavedDraftPrompt(props: {
  draft: PlanningDraft;
  onLoad(): void;
  onReplan(): void;
}) {
  const { t } = useTranslation('planning');
  return (
    <Modal
      open
      title={t('draftPrompt.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
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
        at: dayjs(props.draft.updatedAt).format('YYYY-MM-DD HH:mm'),
        count: props.draft.containers.length,
      })}
    </Modal>
  );
}
