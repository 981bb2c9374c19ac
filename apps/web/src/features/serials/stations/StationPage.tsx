import { CameraOutlined, ScanOutlined } from '@ant-design/icons';
import {
  bindingOperations as op,
  CHILD_LEVELS,
  PARENT_LEVELS,
  type BindChildResponse,
  type CodeLevel,
  type ParentLevel,
  type ParentState,
  type ScanContextOption,
  type SerialCodeItem,
} from '@lading/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Space,
  type InputRef,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { call } from '../../../api/call';
import { usePermissions } from '../../../auth/session';
import { CameraScanDialog } from './CameraScanDialog';
import { ChildDialogs, type ChildDialog } from './ChildDialogs';
import { ContextPanel, LevelChoice } from './ContextPanel';
import { Counter, ParentPanel } from './ParentPanel';
import { playScanSound } from './scan-sound';
import { FullNotice } from './ParentActions';
import { LatestResult, ScanResults } from './ScanResults';
import { bindOperation, contextOf, openOperation, stationOf } from './station-levels';
import { rowOfChild, useScanQueue, type ScanJob, type ScanRow } from './useScanQueue';
import { normalizeScan, useWedgeScanner } from './useWedgeScanner';

/**
 * /scanCode/scanProduct … scanContainer and bindCode (spec §2, issue 18): one station per
 * parent level, the level from the path; bindCode lets the user choose it. Step 1 says what
 * the codes belong to, step 2 opens the parent, step 3 binds children one scan at a time
 * (keyboard-wedge scanner, typing, or the camera), every answer listed and heard.
 */
export default function StationPage() {
  const { pathname } = useLocation();
  const station = stationOf(pathname);
  const [chosen, setChosen] = useState<ParentLevel>('carton');
  const level = station.level ?? chosen;
  return (
    <Station
      key={station.screen}
      level={level}
      onLevel={station.level === null ? setChosen : undefined}
    />
  );
}

function Station(props: {
  level: ParentLevel;
  onLevel?: ((level: ParentLevel) => void) | undefined;
}) {
  const { t } = useTranslation('serials');
  const { level } = props;
  const canBind = usePermissions().can(openOperation(level).access.resource);
  const childLevels = CHILD_LEVELS[level];
  const [chosenChild, setChildLevel] = useState<CodeLevel>(childLevels[0]!);
  const childLevel = childLevels.includes(chosenChild) ? chosenChild : childLevels[0]!;
  const [context, setContext] = useState<ScanContextOption | null>(null);
  const [state, setState] = useState<ParentState | null>(null);
  const [dialog, setDialog] = useState<ChildDialog>(null);
  const [camera, setCamera] = useState(false);
  const parentInput = useRef<InputRef>(null);
  const childInput = useRef<InputRef>(null);
  const parent = state?.parent ?? null;

  const queue = useScanQueue({
    send: (job) =>
      call(
        bindOperation(job.parentLevel),
        { params: { id: job.parent.id }, body: { level: job.level, code: job.code } },
        { quiet: true },
      ),
    onBound: (job, answer) => {
      playScanSound('ok');
      setState((current) => counted(current, job, answer));
    },
    onRefused: () => playScanSound('refused'),
  });

  const scan = (code: string) => {
    if (!parent) return;
    queue.enqueue({ code, level: childLevel, parent, parentLevel: level });
  };
  const scanner = useWedgeScanner(scan);

  // the parent just opened: the children's field takes the next scan
  const openedId = parent?.id;
  useEffect(() => {
    if (openedId !== undefined) childInput.current?.focus();
  }, [openedId]);

  const opened = async (next: ParentState) => {
    await queue.idle();
    setState(next);
    queue.reset(next.children.map((child) => rowOfChild(child, next.parent.code)));
  };
  const updated = (next: ParentState) => {
    setState(next);
    if (next.parent.closed) parentInput.current?.focus();
  };
  const reset = () => {
    setState(null);
    queue.reset([]);
  };
  /** The counter again after an unbind or a move (the server counts). */
  const refresh = async () => {
    if (parent) setState(await call(op.parent, { params: { id: parent.id } }));
  };
  const rowOf = (child: SerialCodeItem) => queue.rows.find((row) => row.child?.id === child.id);
  const openDialog = (kind: 'unbind' | 'move' | 'history') => (row: ScanRow) =>
    row.child &&
    setDialog({ kind, child: row.child, parentCode: row.parentCode, parentLevel: level });

  const levelChoice = props.onLevel && (
    <LevelChoice
      id="station-parent-level"
      label={t('stations.context.parentLevel')}
      value={level}
      levels={PARENT_LEVELS}
      onChange={(next) => {
        props.onLevel!(next as ParentLevel);
        setContext(null);
        reset();
      }}
    />
  );
  const childInputId = 'station-child-code';
  const childLevelName = t(`levels.${childLevel}`);

  return (
    <Flex vertical gap={16}>
      {!canBind && <Alert type="info" showIcon title={t('stations.children.readOnly')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <ContextPanel
              level={level}
              value={context}
              onChange={(next) => {
                setContext(next);
                reset();
              }}
              extra={levelChoice}
            />
            <ParentPanel
              level={level}
              context={contextOf(context)}
              canBind={canBind}
              state={state}
              inputRef={parentInput}
              onOpened={opened}
              onUpdated={updated}
            />
          </Flex>
        </Col>
        <Col xs={24} xl={14}>
          <Card
            size="small"
            title={
              parent
                ? t('stations.steps.childrenInto', { code: parent.code })
                : t('stations.steps.children')
            }
            extra={
              state && (
                <Space size={16}>
                  <Counter count={state.count} expected={state.expected} compact />
                  <Button
                    size="small"
                    icon={<ScanOutlined aria-hidden />}
                    onClick={() => parentInput.current?.focus()}
                  >
                    {t('stations.parent.another')}
                  </Button>
                </Space>
              )
            }
          >
            <Form layout="vertical" name="station-children-form" component="div">
              {childLevels.length > 1 && (
                <Form.Item
                  label={<span id="station-child-level">{t('stations.context.childLevel')}</span>}
                >
                  <Radio.Group
                    aria-labelledby="station-child-level"
                    optionType="button"
                    value={childLevel}
                    onChange={(event) => setChildLevel(event.target.value as CodeLevel)}
                    options={childLevels.map((value) => ({
                      value,
                      label: t(`levels.${value}`),
                    }))}
                  />
                </Form.Item>
              )}
              <Form.Item
                label={t('stations.children.input', { level: childLevelName })}
                htmlFor={childInputId}
                extra={parent ? undefined : t('stations.children.waitParent')}
              >
                <Flex gap={8}>
                  <Input
                    id={childInputId}
                    ref={childInput}
                    autoComplete="off"
                    spellCheck={false}
                    size="large"
                    prefix={<ScanOutlined aria-hidden />}
                    placeholder={t('stations.children.placeholder')}
                    disabled={!parent || !canBind}
                    {...scanner}
                  />
                  <Button
                    size="large"
                    icon={<CameraOutlined aria-hidden />}
                    disabled={!parent || !canBind}
                    onClick={() => setCamera(true)}
                  >
                    {t('stations.children.camera')}
                  </Button>
                </Flex>
              </Form.Item>
            </Form>
            {state && <FullNotice state={state} canBind={canBind} onUpdated={updated} />}
            <ScanResults
              key={parent?.id ?? 0}
              rows={queue.rows}
              canBind={canBind}
              onUnbind={openDialog('unbind')}
              onMove={openDialog('move')}
              onHistory={openDialog('history')}
            />
          </Card>
        </Col>
      </Row>
      <ChildDialogs
        dialog={dialog}
        onClose={() => {
          setDialog(null);
          childInput.current?.focus();
        }}
        onUnbound={(child) => {
          const row = rowOf(child);
          if (row) queue.patch(row.key, { status: 'unbound', child });
          void refresh();
        }}
        onMoved={(child, parentCode) => {
          const row = rowOf(child);
          if (row) queue.patch(row.key, { status: 'moved', child, movedTo: parentCode });
          void refresh();
        }}
      />
      <CameraScanDialog
        open={camera}
        onClose={() => {
          setCamera(false);
          childInput.current?.focus();
        }}
        onDetect={(raw) => {
          const code = normalizeScan(raw);
          if (code) scan(code);
        }}
        result={<LatestResult row={queue.rows[0]} />}
      />
    </Flex>
  );
}

/** The parent's counter after a bind (and a kit component's count, for packs). */
function counted(
  current: ParentState | null,
  job: ScanJob,
  answer: BindChildResponse,
): ParentState | null {
  if (!current || current.parent.id !== job.parent.id) return current;
  return {
    ...current,
    count: answer.count,
    expected: answer.expected,
    components: current.components.map((component) =>
      component.productId === answer.child.productId
        ? { ...component, bound: component.bound + 1 }
        : component,
    ),
  };
}
