import type { ResourceItem } from '@lading/shared';
import { App, Checkbox, Empty, Flex, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { useAllResources, useResourceCategories } from '../resources/useResources';
import { AssignPageFrame } from './AssignPageFrame';
import { useRoleId } from './useRoleId';
import { useGroupMutations, useGroupResources } from './useGroups';

/** /user/allocResource?roleId=N: a group's edit permissions, resources grouped by category. */
export default function AllocResourcePage() {
  const roleId = useRoleId();
  const { t } = useTranslation('admin');
  const names = useBuiltInNames();
  const { message, modal } = App.useApp();
  const categories = useResourceCategories();
  const resources = useAllResources();
  const granted = useGroupResources(roleId ?? 0, roleId !== undefined);
  const { allocResource } = useGroupMutations();
  // null until the admin changes something: then the server's grant shows.
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const checked = useMemo(
    () => edited ?? new Set(granted.data?.map((resource) => resource.id)),
    [edited, granted.data],
  );
  const byCategory = useMemo(() => {
    const groups = new Map<number, ResourceItem[]>();
    for (const resource of resources.data ?? []) {
      groups.set(resource.categoryId, [...(groups.get(resource.categoryId) ?? []), resource]);
    }
    return groups;
  }, [resources.data]);

  const setChecked = (ids: readonly number[], on: boolean) => {
    const next = new Set(checked);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setEdited(next);
  };

  const save = () =>
    modal.confirm({
      title: t('groups.confirmSaveResourcesTitle'),
      content: t('groups.confirmSaveResources'),
      okText: t('actions.save', { ns: 'common' }),
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () =>
        allocResource
          .mutateAsync({ roleId: roleId!, resourceIds: [...checked].sort((a, b) => a - b) })
          .then(
            () => {
              setEdited(null);
              void message.success(t('status.saved', { ns: 'common' }));
            },
            () => undefined,
          ),
    });

  const sections = (categories.data ?? []).filter((category) => byCategory.has(category.id));
  return (
    <AssignPageFrame
      roleId={roleId}
      titleKey="groups.assignResourcesTitle"
      loading={categories.isLoading || resources.isLoading || granted.isLoading}
      saving={allocResource.isPending}
      onSave={save}
    >
      {sections.length === 0 && !resources.isLoading && <Empty />}
      <Flex vertical gap={16}>
        {sections.map((category) => {
          const items = byCategory.get(category.id) ?? [];
          const ids = items.map((item) => item.id);
          const count = ids.filter((id) => checked.has(id)).length;
          return (
            <section key={category.id}>
              <Checkbox
                checked={count === ids.length}
                indeterminate={count > 0 && count < ids.length}
                onChange={(event) => setChecked(ids, event.target.checked)}
              >
                <Typography.Text strong>{names.text(category.name)}</Typography.Text>
              </Checkbox>
              <Flex wrap gap="4px 16px" style={{ padding: '8px 0 0 24px' }}>
                {items.map((item) => (
                  <Tooltip key={item.id} title={item.description || item.key}>
                    <Checkbox
                      checked={checked.has(item.id)}
                      onChange={(event) => setChecked([item.id], event.target.checked)}
                    >
                      {names.text(item.name)}
                    </Checkbox>
                  </Tooltip>
                ))}
              </Flex>
            </section>
          );
        })}
      </Flex>
    </AssignPageFrame>
  );
}
