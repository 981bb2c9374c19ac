import type { PlanLineItem, PlanLineSortField } from '@lading/shared';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { DecideReadyDatesModal, type Decision } from './DecideReadyDatesModal';
import { planLineColumns } from './plan-line-columns';
import { PlanLineFilterForm, type PlanLinePreset, type PlanLineSearch } from './PlanLineFilterForm';
import { readyDatesApi, type PlanLineList, type PlanLineQuery } from './ready-dates.api';
import { SubmitReadyDateModal } from './SubmitReadyDateModal';
import { usePlanLines } from './useReadyDates';

/**
 * The plan lines of released containers with what the caller may do to them: submit ready
 * dates (one or a batch), approve or reject pending ones, export. Selections survive paging;
 * lines of shipped containers cannot be chosen (their dates are locked).
 */
export function PlanLinesView(props: {
  list: PlanLineList;
  /** the shipping-plan report's extra filters */
  report?: boolean;
  supplierFilter: boolean;
  canSubmit: boolean;
  canApprove: boolean;
  preset?: PlanLinePreset;
  /** changes when the preset does (the URL's query) */
  presetKey?: string;
}) {
  const { t, i18n } = useTranslation('readyDates');
  const { preset, presetKey } = props;
  const [filters, setFilters] = useState<PlanLineQuery>(() => ({ ...preset }));
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [selected, setSelected] = useState<Map<number, PlanLineItem>>(new Map());
  const [submitting, setSubmitting] = useState(false);
  const [decision, setDecision] = useState<Decision>();
  /** the lines a dialog acts on, as chosen when it opened (the selection clears after) */
  const [acting, setActing] = useState<PlanLineItem[]>([]);
  const lines = usePlanLines(props.list, { ...filters, ...paging });

  useEffect(() => {
    if (presetKey === undefined) return;
    setFilters((current) => ({ ...preset, sortBy: current.sortBy, sortOrder: current.sortOrder }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
    setSelected(new Map());
    // a new link (query) replaces the filters; the preset object itself is rebuilt each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetKey]);

  const search = (next: PlanLineSearch) => {
    setFilters((current) => ({ ...next, sortBy: current.sortBy, sortOrder: current.sortOrder }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const chosen = [...selected.values()];
  const toSubmit = chosen.filter((line) => line.editable);
  const pending = toSubmit.filter((line) => line.confirmReadyDate === 0);
  const done = () => {
    setSubmitting(false);
    setDecision(undefined);
    setSelected(new Map());
  };

  return (
    <ListPage
      filters={
        <PlanLineFilterForm
          onSearch={search}
          report={props.report ?? false}
          supplier={props.supplierFilter}
          preset={preset}
          presetKey={presetKey}
        />
      }
      toolbar={
        <>
          <Typography.Text
            type="secondary"
            style={{ marginInlineEnd: 'auto', alignSelf: 'center' }}
          >
            {chosen.length
              ? t('selection.count', { count: chosen.length })
              : props.canApprove
                ? t('selection.ownerHint')
                : props.canSubmit
                  ? t('selection.hint')
                  : null}
            {chosen.length > 0 && (
              <Button type="link" size="small" onClick={() => setSelected(new Map())}>
                {t('selection.clear')}
              </Button>
            )}
          </Typography.Text>
          {props.canSubmit && (
            <Button
              type="primary"
              disabled={!toSubmit.length}
              onClick={() => {
                setActing(toSubmit);
                setSubmitting(true);
              }}
            >
              {t('actions.submitCount', { count: toSubmit.length })}
            </Button>
          )}
          {props.canApprove && (
            <>
              <Button
                disabled={!pending.length}
                onClick={() => {
                  setActing(pending);
                  setDecision('approve');
                }}
              >
                {t('actions.approveCount', { count: pending.length })}
              </Button>
              <Button
                danger
                disabled={!pending.length}
                onClick={() => {
                  setActing(pending);
                  setDecision('reject');
                }}
              >
                {t('actions.rejectCount', { count: pending.length })}
              </Button>
            </>
          )}
          <ExportButton run={() => readyDatesApi.exportPlanLines(props.list, filters)} />
        </>
      }
    >
      <PagedTable<PlanLineItem, PlanLineSortField>
        query={lines}
        paging={paging}
        onPaging={setPaging}
        columns={planLineColumns({
          t,
          language: i18n.language,
          sort: filters,
          supplier: props.supplierFilter,
        })}
        rowSelection={
          props.canSubmit || props.canApprove
            ? {
                selectedRowKeys: [...selected.keys()],
                preserveSelectedRowKeys: true,
                getCheckboxProps: (line) => ({ disabled: !line.editable }),
                onChange: (keys, rows) =>
                  setSelected(
                    new Map(
                      keys.map((key) => {
                        const line =
                          rows.find((row) => row?.id === key) ?? selected.get(Number(key));
                        return [Number(key), line!];
                      }),
                    ),
                  ),
              }
            : undefined
        }
        onSort={(sort) => setFilters((current) => ({ ...current, ...sort }))}
      />
      <SubmitReadyDateModal
        lines={acting}
        open={submitting}
        onClose={() => setSubmitting(false)}
        onSubmitted={done}
      />
      <DecideReadyDatesModal
        decision={decision}
        lines={acting}
        onClose={() => setDecision(undefined)}
        onDone={done}
      />
    </ListPage>
  );
}
