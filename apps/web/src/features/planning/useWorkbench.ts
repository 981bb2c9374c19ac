import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_CHOICES, planContext, type PlanChoices } from './plan-context';
import { currentImprovement, type Improvement } from './plan-quality';
import { metricsByKey } from './planning-format';
import { useCapacities, useOpenLines, type OpenLinesFilter } from './usePlanning';
import type { UnplannedLine } from './workbench-ops';
import { emptyWorkbench, openLinesOf, withOpenLines, type WorkbenchState } from './workbench-state';

/**
 * The workbench's live state: the open lines of the filter (all pages, merged into what
 * the workbench knows), the containers, the plan context from the reference data, and
 * what is selected on either side.
 */
export function useWorkbench() {
  const [state, setState] = useState<WorkbenchState>(emptyWorkbench);
  const [filter, setFilter] = useState<OpenLinesFilter>({});
  const [choices, setChoices] = useState<PlanChoices>(DEFAULT_CHOICES);
  const [selectedLines, setSelectedLines] = useState<number[]>([]);
  const [selectedContainers, setSelectedContainers] = useState<string[]>([]);
  const [unplanned, setUnplanned] = useState<UnplannedLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [improvement, setImprovement] = useState<Improvement | null>(null);
  const improving = improvement?.status === 'running';

  const fetched = useOpenLines(filter);
  useEffect(() => {
    // a placeholder is the previous filter's answer: it says nothing about this filter
    if (fetched.data && !fetched.isPlaceholderData) {
      setState((current) => withOpenLines(current, fetched.data, filter));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetched.data, fetched.isPlaceholderData]);

  const capacities = useCapacities();
  const context = useMemo(
    () =>
      capacities.types && capacities.limits
        ? planContext(capacities.types, capacities.limits, choices)
        : undefined,
    [capacities.types, capacities.limits, choices],
  );
  const metrics = useMemo(() => metricsByKey(state, context), [state, context]);
  const openLines = useMemo(() => openLinesOf(state, filter), [state, filter]);

  // a selection only names what is still there
  useEffect(() => {
    const open = new Set(openLines.map((line) => line.poLineId));
    setSelectedLines((ids) =>
      ids.every((id) => open.has(id)) ? ids : ids.filter((id) => open.has(id)),
    );
  }, [openLines]);
  useEffect(() => {
    const keys = new Set(state.containers.map((c) => c.key));
    setSelectedContainers((chosen) =>
      chosen.every((key) => keys.has(key)) ? chosen : chosen.filter((key) => keys.has(key)),
    );
  }, [state.containers]);

  return {
    state,
    setState,
    filter,
    setFilter,
    choices,
    setChoices,
    openLines,
    openLinesLoading: fetched.isFetching,
    refetchOpenLines: fetched.refetch,
    context,
    capacityTypes: capacities.types,
    metrics,
    selectedLines,
    setSelectedLines,
    selectedContainers,
    setSelectedContainers,
    unplanned,
    setUnplanned,
    /** Saving, or an auto-plan improving: the containers are not to be edited. */
    busy: busy || improving,
    saving: busy,
    setBusy,
    improving,
    /** The last auto-plan's figures while they describe the containers. */
    improvement: currentImprovement(improvement, state.containers),
    setImprovement,
  };
}

export type Workbench = ReturnType<typeof useWorkbench>;
