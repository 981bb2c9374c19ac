import type { PlanLineItem } from '@lading/shared';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { DecideReadyDatesModal, type Decision } from './DecideReadyDatesModal';
import { planLineColumns } from './plan-line-columns';
import { PlanLineFilterForm } from './PlanLineFilterForm';
import { SubmitReadyDateModal } from './SubmitReadyDateModal';
import { PLAN_LINE_LISTS, READY_DATES_KEY, type PlanLineList } from './useReadyDates';
import { useListQuery } from '../common/useListQuery';

/**
 * The plan lines of released containers with what the caller may do to them: submit ready
 * dates (one or a batch), approve or reject pending ones, export. The filters live in the
 * URL (a message link opens the list filtered). Selections survive paging and sorting, not
 * new filters; lines of shipped containers cannot be chosen (their dates are locked).
 */
export function PlanLinesView(props: {
  list: PlanLineList;
  /** the shipping-plan report's extra filters */
  report?: boolean;
  supplierFilter: boolean;
  canSubmit: boolean;
  canApprove: boolean;
}) {
  const { t, i18n } = useTranslation('readyDates');
  const lines = useListQuery(PLAN_LINE_LISTS[props.list].list, {
    key: [...READY_DATES_KEY, props.list],
  });
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = lines.unpaged;
  const filtersKey = JSON.stringify(filters);
  const [selected, setSelected] = useState<Map<number, PlanLineItem>>(new Map());
  // new filters (a search, a message link, Back) start a new selection
  const [selectedFor, setSelectedFor] = useState(filtersKey);
  if (selectedFor !== filtersKey) {
    setSelectedFor(filtersKey);
    setSelected(new Map());
  }
  const [submitting, setSubmitting] = useState(false);
  const [decision, setDecision] = useState<Decision>();
  /** the lines a dialog acts on, as chosen when it opened (the selection clears after) */
  const [acting, setActing] = useState<PlanLineItem[]>([]);
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
          values={lines.unpaged}
          onSearch={lines.setFilters}
          report={props.report ?? false}
          supplier={props.supplierFilter}
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
          <ExportButton
            run={() => downloadFile(PLAN_LINE_LISTS[props.list].export, { query: lines.unpaged })}
          />
        </>
      }
    >
      <PagedTable<PlanLineItem>
        list={lines}
        columns={planLineColumns({
          t,
          language: i18n.language,
          sort: lines.query,
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
