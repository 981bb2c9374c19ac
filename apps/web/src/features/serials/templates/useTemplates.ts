import {
  codeTemplateOperations as op,
  productOperations,
  supplierOperations,
  type CodeTemplateItem,
  type SaveCodeTemplateInput,
  type TemplateSegment,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { usePermissions } from '../../../auth/session';

/** Every template query starts with this key (a write refreshes them all). */
export const TEMPLATES_KEY = ['serials', 'templates'] as const;

/** What the user may do on the template screens (the server's resource keys). */
export function useTemplateAbilities() {
  const { can } = usePermissions();
  return {
    write: can(op.create.access.resource),
    products: can(productOperations.list.access.resource),
    suppliers: can(supplierOperations.list.access.resource),
  };
}

/** One version with the other versions of its template (the versions view). */
export const useTemplateDetails = (id: number | undefined) =>
  useQuery({
    queryKey: [...TEMPLATES_KEY, 'one', id ?? 0],
    queryFn: () => call(op.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export const useLabelSettings = (enabled: boolean) =>
  useQuery({
    queryKey: [...TEMPLATES_KEY, 'labelSettings'],
    queryFn: () => call(op.labelSettings),
    enabled,
  });

/** Save (a new template, or the next version of one), put in or out of use, label settings. */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number | undefined; body: SaveCodeTemplateInput }) =>
        id ? call(op.update, { params: { id }, body }) : call(op.create, { body }),
      onSuccess: refresh,
    }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: number; active: boolean }) =>
        call(op.setActive, { params: { id }, body: { active } }),
      onSuccess: refresh,
    }),
    saveLabelSettings: useMutation({
      mutationFn: (body: { gs1CompanyPrefix: string; ssccExtension: number }) =>
        call(op.saveLabelSettings, { body }),
      onSuccess: refresh,
    }),
  };
}

/** The words of the template screens: kinds, character types, scope and segment summaries. */
export function useTemplateWords() {
  const { t } = useTranslation('serials');
  const segment = (segment: TemplateSegment) =>
    segment.matchType === 'static'
      ? `${t(`segmentKinds.${segment.kind}`)} ${t('templates.static', { value: segment.staticValue })}`
      : t('templates.segmentSummary', {
          kind: t(`segmentKinds.${segment.kind}`),
          length: segment.length,
        });
  return {
    /** `Product ID 6`, `Other = LD` */
    segment,
    /** `[Product ID 6][Serial no. 8]` */
    segments: (segments: readonly TemplateSegment[]) =>
      segments.map((s) => `[${segment(s)}]`).join(''),
    product: (template: Pick<CodeTemplateItem, 'productCode' | 'productName'>) =>
      template.productCode
        ? `${template.productCode} · ${template.productName ?? ''}`
        : t('templates.universal'),
    supplier: (template: Pick<CodeTemplateItem, 'supplierCode'>) =>
      template.supplierCode ?? t('fields.allSuppliers'),
    checkRule: (template: Pick<CodeTemplateItem, 'checkRule'>) =>
      t(`checkRules.${template.checkRule}`),
  };
}
