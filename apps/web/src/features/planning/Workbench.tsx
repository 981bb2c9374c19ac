import type { PlanningDraft } from '@lading/shared';
import { Alert, Button, Card, Flex, Grid, Splitter } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddContainerModal } from './AddContainerModal';
import { BatchModifyModal } from './BatchModifyModal';
import { ContainersPanel } from './ContainersPanel';
import { MergeModal } from './MergeModal';
import { OpenLinesFilterForm } from './OpenLinesFilterForm';
import { OpenLinesPanel } from './OpenLinesPanel';
import { PlanOptionsModal } from './PlanOptionsModal';
import { ReleaseModal } from './ReleaseModal';
import { SavedDraftPrompt } from './SavedDraftPrompt';
import { SplitLineModal, type SplitSubject } from './SplitLineModal';
import { UnplannedAlert } from './UnplannedAlert';
import { useDraftActions } from './useDraftActions';
import { useSavedDraft } from './usePlanning';
import { useWorkbench } from './useWorkbench';
import { useWorkbenchOps } from './useWorkbenchOps';
import { usePreselectedLines } from './workbench-preselect';
import { WorkbenchToolbar } from './WorkbenchToolbar';

type Dialog =
  | { kind: 'add' }
  | { kind: 'split'; subject: SplitSubject }
  | { kind: 'merge'; keys: [string, string] }
  | { kind: 'batch'; keys: string[] }
  | { kind: 'release'; keys: string[] }
  | { kind: 'options' };

/**
 * The planning workbench (spec §2 /arrange/preArrange; `rearrange` opens it straight on
 * the saved draft): open lines on the left, containers on the right, the planner running
 * in the browser and the server taking the draft on save and release.
 */
export function Workbench({ mode }: { mode: 'preArrange' | 'rearrange' }) {
  const { t } = useTranslation('planning');
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const wb = useWorkbench();
  // a link's `lines=` (spareReport's top-up) selects those open lines once loaded
  usePreselectedLines(wb);
  const ops = useWorkbenchOps(wb);
  const server = useDraftActions(wb);
  const saved = useSavedDraft();
  const [prompt, setPrompt] = useState<PlanningDraft | null>(null);
  const [dialog, setDialog] = useState<Dialog>();
  const handled = useRef(false);
  const close = () => setDialog(undefined);

  // the saved draft, once, on opening: asked about (preArrange) or loaded (rearrange)
  useEffect(() => {
    if (handled.current || saved.data === undefined) return;
    handled.current = true;
    if (mode === 'rearrange') server.loadDraft(saved.data);
    else if (saved.data) setPrompt(saved.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved.data]);

  // unsaved work is not lost to a reload or a closed window without a word
  useEffect(() => {
    if (!wb.state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('leave');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [wb.state.dirty, t]);

  const firstSelected = wb.openLines.find((line) => line.poLineId === wb.selectedLines[0]);
  const chosen = wb.selectedContainers;
  const left = <OpenLinesPanel wb={wb} />;
  const right = (
    <ContainersPanel
      wb={wb}
      actions={{
        onMoveIn: ops.onMoveIn,
        onMoveOut: ops.onMoveOut,
        onMoveTo: ops.runMoveLine,
        onRemove: ops.onRemove,
        onOneClickMerge: ops.onOneClickMerge,
        onStopImprovement: ops.stopImprovement,
        onSplit: (key, poLineId) => setDialog({ kind: 'split', subject: { key, poLineId } }),
      }}
    />
  );

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <OpenLinesFilterForm
          onSearch={(filter) => {
            wb.setFilter(filter);
            wb.setSelectedLines([]);
          }}
        />
      </Card>
      <WorkbenchToolbar
        wb={wb}
        actions={{
          onAutoPlan: ops.runAutoPlan,
          onAddContainer: () => setDialog({ kind: 'add' }),
          onMerge: () => setDialog({ kind: 'merge', keys: [chosen[0]!, chosen[1]!] }),
          onBatchModify: () => setDialog({ kind: 'batch', keys: chosen }),
          onRelease: () => setDialog({ kind: 'release', keys: chosen }),
          onOptions: () => setDialog({ kind: 'options' }),
          onExport: () => void server.exportPlan(),
          onDiscard: () => server.discard(),
          onSave: () => void server.save(),
        }}
      />
      {mode === 'rearrange' && saved.data === null && (
        <Alert
          type="info"
          showIcon
          title={t('rearrange.noDraft')}
          action={
            <Button size="small" onClick={() => navigate('/arrange/preArrange')}>
              {t('rearrange.toPreArrange')}
            </Button>
          }
        />
      )}
      <UnplannedAlert lines={wb.unplanned} onClose={() => wb.setUnplanned([])} />
      {screens.xl ? (
        // side by side, the divider draggable: the user decides which side needs the room
        <Splitter style={{ alignItems: 'flex-start' }}>
          <Splitter.Panel defaultSize="50%" min="25%" max="70%" style={{ paddingRight: 6 }}>
            {left}
          </Splitter.Panel>
          <Splitter.Panel style={{ paddingLeft: 6 }}>{right}</Splitter.Panel>
        </Splitter>
      ) : (
        <Flex vertical gap={12}>
          {left}
          {right}
        </Flex>
      )}

      {prompt && (
        <SavedDraftPrompt
          draft={prompt}
          onLoad={() => {
            setPrompt(null);
            server.loadDraft(prompt);
          }}
          onReplan={() => {
            setPrompt(null);
            // cancelling the discard asks again: the draft is still there
            server.discard({ force: true, onCancel: () => setPrompt(prompt) });
          }}
        />
      )}
      <AddContainerModal
        open={dialog?.kind === 'add'}
        from={firstSelected}
        onAdd={ops.runAdd}
        onClose={close}
      />
      {dialog?.kind === 'split' && (
        <SplitLineModal wb={wb} subject={dialog.subject} onClose={close} />
      )}
      {dialog?.kind === 'merge' && (
        <MergeModal
          wb={wb}
          keys={dialog.keys}
          onMerge={(target, source) => ops.runMerge(target, source, close)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'batch' && (
        <BatchModifyModal
          count={dialog.keys.length}
          onApply={(changes) => ops.runBatch(dialog.keys, changes)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'release' && (
        <ReleaseModal
          wb={wb}
          keys={dialog.keys}
          onRelease={(fields) => server.release(dialog.keys, fields)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'options' && (
        <PlanOptionsModal
          choices={wb.choices}
          types={wb.capacityTypes}
          onApply={wb.setChoices}
          onClose={close}
        />
      )}
    </Flex>
  );
}
