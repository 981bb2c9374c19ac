import type { MenuItem, SaveMenuRequest } from '@lading/shared';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Result,
  Space,
  Spin,
  Switch,
  TreeSelect,
} from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showServerErrors } from '../common/form-errors';
import { IconSelect } from './IconSelect';
import { menuFormRules } from './menu-form-rules';
import { canBeParent, findMenu, toTreeData } from './menu-tree';
import { useMenu, useMenuMutations, useMenuTree } from './useMenus';

interface MenuFormValues extends Omit<SaveMenuRequest, 'hidden' | 'keepAlive'> {
  hidden: boolean;
  keepAlive: boolean;
}

const toFormValues = (menu: MenuItem): MenuFormValues => ({
  parentId: menu.parentId,
  name: menu.name,
  title: menu.title,
  entitle: menu.entitle,
  icon: menu.icon,
  sort: menu.sort,
  hidden: menu.hidden !== 0,
  keepAlive: menu.keepAlive !== 0,
});

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /user/addMenu?parentId=N and /user/updateMenu?id=N: one form, the mode from the path.
 * The parent list offers only places that keep the tree within three levels.
 */
export default function MenuFormPage() {
  const { t } = useTranslation('admin');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = pathname.endsWith('/updateMenu');
  const id = editing ? positiveId(params.get('id')) : undefined;
  const menu = useMenu(id);
  const tree = useMenuTree();
  const back = () => navigate('/user/menu');

  if (editing && (id === undefined || menu.isError)) {
    return (
      <Result
        status="warning"
        title={t('menus.notFound')}
        extra={<Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>}
      />
    );
  }
  const ready = tree.isSuccess && (!editing || menu.isSuccess);
  return (
    <Card title={t(editing ? 'menus.editTitle' : 'menus.addTitle')}>
      {ready ? (
        <MenuForm
          // a new address (another parent or menu) starts a fresh form
          key={pathname + search}
          id={id}
          initial={
            menu.data
              ? toFormValues(menu.data)
              : {
                  parentId: positiveId(params.get('parentId')) ?? 0,
                  sort: 0,
                  hidden: false,
                  keepAlive: false,
                }
          }
          tree={tree.data}
          onDone={back}
        />
      ) : (
        <Spin />
      )}
    </Card>
  );
}

function MenuForm(props: {
  id: number | undefined;
  initial: Partial<MenuFormValues>;
  tree: NonNullable<ReturnType<typeof useMenuTree>['data']>;
  onDone(): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const { save } = useMenuMutations();
  const rules = menuFormRules(t);
  const parents = useMemo(() => {
    const moving = props.id === undefined ? undefined : findMenu(props.tree, props.id);
    const children = toTreeData(
      props.tree,
      i18n.language,
      (parent) => !canBeParent(parent, moving),
    );
    return [{ key: 0, value: 0, title: t('menus.topLevel'), children: [] }, ...children];
  }, [props.id, props.tree, i18n.language, t]);

  const submit = (values: MenuFormValues) =>
    save.mutate(
      {
        id: props.id,
        body: {
          ...values,
          name: values.name.trim(),
          title: values.title.trim(),
          entitle: values.entitle.trim(),
          icon: values.icon ?? '',
          sort: values.sort ?? 0,
          hidden: values.hidden ? 1 : 0,
          keepAlive: values.keepAlive ? 1 : 0,
        },
      },
      {
        onSuccess: () => {
          void message.success(t(props.id ? 'status.saved' : 'status.added', { ns: 'common' }));
          props.onDone();
        },
        onError: (error) => showServerErrors(form, error, 'name'),
      },
    );

  return (
    <Form<MenuFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      style={{ maxWidth: 760 }}
      initialValues={props.initial}
      onFinish={submit}
    >
      <Form.Item name="parentId" label={t('menus.parent')} rules={rules.parentId}>
        <TreeSelect
          treeData={parents}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.Item name="name" label={t('menus.name')} rules={rules.name} extra={t('menus.nameHint')}>
        <Input autoFocus autoComplete="off" />
      </Form.Item>
      <Form.Item name="title" label={t('menus.titleZh')} rules={rules.title}>
        <Input />
      </Form.Item>
      <Form.Item name="entitle" label={t('menus.titleEn')} rules={rules.entitle}>
        <Input />
      </Form.Item>
      <Form.Item name="icon" label={t('menus.icon')}>
        <IconSelect />
      </Form.Item>
      <Form.Item name="sort" label={t('menus.sort')} extra={t('menus.sortHint')}>
        <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="hidden" label={t('menus.hidden')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="keepAlive" label={t('menus.keepAlive')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('actions.save', { ns: 'common' })}
          </Button>
          <Button onClick={props.onDone}>{t('actions.back', { ns: 'common' })}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
