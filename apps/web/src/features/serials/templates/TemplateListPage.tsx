import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import {
  codeTemplateOperations as op,
  formatDateTime,
  TEMPLATE_SCREENS,
  type CodeLevel,
  type CodeTemplateItem,
} from '@lading/shared';
import { App, Button, Typography, type TableColumnsType } from 'antd';
import { Fragment, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { useEditor } from '../../common/useEditor';
import { useListQuery } from '../../common/useListQuery';
import { InUseTag } from './InUseTag';
import { LabelSettingsModal } from './LabelSettingsModal';
import { isUniversalLevel } from './template-form';
import { TemplateEditorDrawer } from './TemplateEditorDrawer';
import { TemplateFilterForm } from './TemplateFilterForm';
import { TemplateVersionsDrawer } from './TemplateVersionsDrawer';
import {
  TEMPLATES_KEY,
  useLabelSettings,
  useTemplateAbilities,
  useTemplateMutations,
  useTemplateWords,
} from './useTemplates';

/**
 * /verification/<screen> (spec §2): the current version of each code template of one level,
 * server-paged, with filters; add, edit (a new version), put in or out of use, the earlier
 * versions; on the pallet screen the labels' GS1 settings too.
 */
export function TemplateListPage(props: { level: CodeLevel }) {
  const { level } = props;
  const { t } = useTranslation('serials');
  const { message, modal } = App.useApp();
  const can = useTemplateAbilities();
  const words = useTemplateWords();
  const { setActive } = useTemplateMutations();
  const universal = isUniversalLevel(level);
  const list = useListQuery(op.list, { key: [...TEMPLATES_KEY, level], defaults: { level } });
  const editor = useEditor<CodeTemplateItem>();
  const versions = useEditor<CodeTemplateItem>();
  const [labelSettingsOpen, setLabelSettingsOpen] = useState(false);
  const labelSettings = useLabelSettings(labelSettingsOpen);

  const toggle = (template: CodeTemplateItem) => {
    const active = !template.active;
    const name = template.name;
    modal.confirm({
      title: t(active ? 'templates.confirm.activate' : 'templates.confirm.deactivate', { name }),
      content: t(
        active ? 'templates.confirm.activateContent' : 'templates.confirm.deactivateContent',
      ),
      okText: t(active ? 'templates.actions.activate' : 'templates.actions.deactivate'),
      okButtonProps: { danger: !active },
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () =>
        setActive.mutateAsync({ id: template.id, active }).then(
          () =>
            void message.success(
              t(active ? 'templates.messages.activated' : 'templates.messages.deactivated', {
                name,
              }),
            ),
          // refused: the client has toasted why
          () => undefined,
        ),
    });
  };

  const columns: TableColumnsType<CodeTemplateItem> = [
    { title: t('fields.name'), dataIndex: 'name', key: 'name', fixed: 'left' },
    ...(universal
      ? []
      : [
          {
            title: t('fields.product'),
            key: 'product',
            // the code, its name under it: the row stays narrow
            render: (_: unknown, row: CodeTemplateItem) =>
              row.productCode ? (
                <>
                  <div style={{ whiteSpace: 'nowrap' }}>{row.productCode}</div>
                  <Typography.Text type="secondary">{row.productName}</Typography.Text>
                </>
              ) : (
                words.product(row)
              ),
          },
          {
            title: t('fields.supplier'),
            key: 'supplier',
            render: (_: unknown, row: CodeTemplateItem) => words.supplier(row),
          },
        ]),
    { title: t('fields.version'), dataIndex: 'version', key: 'version', align: 'right' },
    {
      title: t('fields.segments'),
      key: 'segments',
      // a long template wraps rather than pushing the other columns out of view
      width: 190,
      // a line breaks between segments, never inside one
      render: (_, row) =>
        row.segments.map((segment, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            <span style={{ whiteSpace: 'nowrap' }}>[{words.segment(segment)}]</span>
          </Fragment>
        )),
    },
    { title: t('fields.checkRule'), key: 'checkRule', render: (_, row) => words.checkRule(row) },
    {
      title: t('fields.active'),
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => <InUseTag active={active} />,
    },
    { title: t('fields.codeCount'), dataIndex: 'codeCount', key: 'codeCount', align: 'right' },
    {
      title: t('templates.created'),
      key: 'created',
      render: (_, row) => (
        <>
          <div style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</div>
          <Typography.Text type="secondary">{row.createdBy}</Typography.Text>
        </>
      ),
    },
    ...actionsColumn<CodeTemplateItem>({
      show: true,
      title: t('templates.operations'),
      fixed: true,
      render: (row) => (
        <RowActions
          details={{ label: t('templates.actions.versions'), onOpen: () => versions.edit(row) }}
          onEdit={can.write ? () => editor.edit(row) : undefined}
        >
          {can.write && (
            <Button size="small" type="link" danger={row.active} onClick={() => toggle(row)}>
              {t(row.active ? 'templates.actions.deactivate' : 'templates.actions.activate')}
            </Button>
          )}
        </RowActions>
      ),
    }),
  ];

  return (
    <ListPage
      filters={
        <TemplateFilterForm
          values={list.query}
          scoped={{ products: !universal && can.products, suppliers: !universal && can.suppliers }}
          onSearch={list.setFilters}
        />
      }
      toolbar={
        can.write && (
          <>
            {level === 'pallet' && (
              <Button
                icon={<SettingOutlined />}
                loading={labelSettingsOpen && labelSettings.isFetching}
                onClick={() => setLabelSettingsOpen(true)}
              >
                {t('templates.actions.labelSettings')}
              </Button>
            )}
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {t('templates.add')}
            </Button>
          </>
        )
      }
    >
      <PagedTable<CodeTemplateItem> list={list} columns={columns} />
      <TemplateEditorDrawer
        key={editor.key}
        level={level}
        open={editor.open}
        record={editor.record}
        onClose={editor.close}
      />
      <TemplateVersionsDrawer
        open={versions.open}
        template={versions.record}
        onClose={versions.close}
      />
      {labelSettingsOpen && labelSettings.data && (
        <LabelSettingsModal
          settings={labelSettings.data}
          onClose={() => setLabelSettingsOpen(false)}
        />
      )}
    </ListPage>
  );
}

type TemplateScreen = keyof typeof TEMPLATE_SCREENS;

const screenPages = new Map<TemplateScreen, ComponentType>();

/** The page of one template screen: the list of its level (TEMPLATE_SCREENS), one per screen. */
export function templatePageOf(screen: TemplateScreen): ComponentType {
  let page = screenPages.get(screen);
  if (!page) {
    const level = TEMPLATE_SCREENS[screen];
    page = function TemplateScreenPage() {
      return <TemplateListPage level={level} />;
    };
    screenPages.set(screen, page);
  }
  return page;
}
