import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { groupDisplayName, toLanguage } from '@lading/shared';
import { Button, Card, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../../auth/Guards';
import { PERMISSION } from '../common/permission-keys';
import { useAllGroups } from './useGroups';

/**
 * The frame of the two assignment pages (menus, resources): the group's name, Back to
 * the group list, Save for those who may edit groups; a missing group says so.
 */
export function AssignPageFrame(props: {
  roleId: number | undefined;
  titleKey: 'groups.assignMenusTitle' | 'groups.assignResourcesTitle';
  loading: boolean;
  saving: boolean;
  onSave(): void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const groups = useAllGroups();
  const back = () => navigate('/user/role');
  const group = groups.data?.find((item) => item.id === props.roleId);
  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={back}>
      {t('actions.back', { ns: 'common' })}
    </Button>
  );

  if (props.roleId === undefined || (groups.isSuccess && !group)) {
    return <Result status="warning" title={t('groups.notFound')} extra={backButton} />;
  }
  return (
    <Card
      title={t(props.titleKey, {
        name: group ? groupDisplayName(toLanguage(i18n.language), group.name) : '',
      })}
      extra={
        <>
          {backButton}{' '}
          <Can resource={PERMISSION.groupWrite}>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={props.saving}
              disabled={props.loading}
              onClick={props.onSave}
            >
              {t('actions.save', { ns: 'common' })}
            </Button>
          </Can>
        </>
      }
    >
      <Spin spinning={props.loading}>{props.children}</Spin>
    </Card>
  );
}
