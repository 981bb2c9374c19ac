import { Alert, App, Button, Form, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showServerErrors } from '../admin/common/form-errors';
import {
  NEW_PRODUCT,
  copyValues,
  scrollToFirstError,
  toFormValues,
  toSaveBody,
  type ProductFormValues,
} from './product-form';
import { ProductForm } from './ProductForm';
import { useProduct, useProductMutations } from './useProducts';

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /production/addProduct[?copyOf=N] and /production/editProduct?id=N: one form, the mode
 * from the path. `copyOf` (Copy on the list, or the replacement of a product made Inactive)
 * fills an unsaved form from product N; only Save creates the new product.
 */
export default function ProductFormPage() {
  const { t } = useTranslation('products');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = pathname.endsWith('/editProduct');
  const id = editing ? positiveId(params.get('id')) : undefined;
  const copyOf = editing ? undefined : positiveId(params.get('copyOf'));
  const source = useProduct(id ?? copyOf);
  const back = () => void navigate('/production/product');

  if ((editing && id === undefined) || source.isError) {
    return (
      <Result
        status="warning"
        title={t('notFound')}
        extra={<Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>}
      />
    );
  }
  if ((id ?? copyOf) !== undefined && !source.data) return <Spin />;
  const original = source.data;
  const initial = original
    ? editing
      ? toFormValues(original)
      : copyValues(original)
    : NEW_PRODUCT;
  const title = editing
    ? t('editTitle', { productId: original?.productId })
    : original
      ? t('copyTitle', { productId: original.productId })
      : t('addTitle');
  return (
    <ProductEditor
      // another address (another product, or add after edit) starts a fresh form
      key={pathname + search}
      id={id}
      title={title}
      hint={!editing && original ? t('copyHint', { productId: original.productId }) : undefined}
      initial={initial}
      onDone={back}
    />
  );
}

function ProductEditor(props: {
  id: number | undefined;
  title: string;
  hint: string | undefined;
  initial: Partial<ProductFormValues>;
  onDone(): void;
}) {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const { save } = useProductMutations();

  const submit = (values: ProductFormValues, addReplacement: boolean) =>
    save.mutate(
      { id: props.id, body: toSaveBody(values) },
      {
        onSuccess: (saved) => {
          void message.success(t(props.id ? 'status.saved' : 'status.added', { ns: 'common' }));
          if (addReplacement) void navigate(`/production/addProduct?copyOf=${saved.id}`);
          else props.onDone();
        },
        onError: (error) => {
          showServerErrors(form, error, 'productId');
          // the server's refusal may be about a field far above the Save button
          const first = form.getFieldsError().find((field) => field.errors.length > 0);
          if (first) form.scrollToField(first.name, scrollToFirstError);
        },
      },
    );

  return (
    <>
      <h2 style={{ marginTop: 0, fontSize: 16 }}>{props.title}</h2>
      {props.hint && <Alert type="info" showIcon title={props.hint} style={{ marginBottom: 16 }} />}
      <ProductForm
        form={form}
        initial={props.initial}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={props.onDone}
      />
    </>
  );
}
