import { App, Button, Form, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showServerErrors } from '../admin/common/form-errors';
import { NEW_SUPPLIER, toFormValues, toSaveBody, type SupplierFormValues } from './supplier-form';
import { SupplierForm } from './SupplierForm';
import { useSaveSupplier, useSupplier } from './useSuppliers';
import { positiveId } from './supplier-routes';

/** /factory/addSupplier and /factory/editSupplier?id=N: one form, the mode from the path. */
export default function SupplierFormPage() {
  const { t } = useTranslation('suppliers');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = pathname.endsWith('/editSupplier');
  const id = editing ? positiveId(params.get('id')) : undefined;
  const source = useSupplier(id);
  const back = () => void navigate('/factory/supplier');

  if ((editing && id === undefined) || source.isError) {
    return (
      <Result
        status="warning"
        title={t('notFound')}
        extra={<Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>}
      />
    );
  }
  if (id !== undefined && !source.data) return <Spin />;
  return (
    <SupplierEditor
      // another address (another supplier, or add after edit) starts a fresh form
      key={pathname + search}
      id={id}
      title={editing ? t('editTitle', { code: source.data?.code }) : t('addTitle')}
      initial={source.data ? toFormValues(source.data) : NEW_SUPPLIER}
      stage={source.data?.supplyStage ?? 'basicInfo'}
      onDone={(savedId) =>
        savedId ? void navigate(`/factory/supplierDetails?id=${savedId}`) : back()
      }
    />
  );
}

/** A 409 names the value that clashed: put its message on that field. */
function clashField(values: SupplierFormValues, error: unknown): keyof SupplierFormValues {
  const text = error instanceof Error ? error.message : '';
  const has = (value: string | undefined) => !!value?.trim() && text.includes(value.trim());
  if (has(values.code)) return 'code';
  if (has(values.fullName)) return 'fullName';
  if (has(values.shortName)) return 'shortName';
  return 'code';
}

function SupplierEditor(props: {
  id: number | undefined;
  title: string;
  initial: SupplierFormValues;
  stage: Parameters<typeof SupplierForm>[0]['stage'];
  onDone(savedId?: number): void;
}) {
  const { t } = useTranslation('suppliers');
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierFormValues>();
  const save = useSaveSupplier();

  const submit = (values: SupplierFormValues) =>
    save.mutate(
      { id: props.id, body: toSaveBody(values) },
      {
        onSuccess: (saved) => {
          void message.success(t(props.id ? 'status.saved' : 'status.added', { ns: 'common' }));
          props.onDone(saved.id);
        },
        onError: (error) => showServerErrors(form, error, clashField(values, error)),
      },
    );

  return (
    <>
      <h2 style={{ marginTop: 0, fontSize: 16 }}>{props.title}</h2>
      <SupplierForm
        form={form}
        initial={props.initial}
        stage={props.stage}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={() => props.onDone()}
      />
    </>
  );
}
