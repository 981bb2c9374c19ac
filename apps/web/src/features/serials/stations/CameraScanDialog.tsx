import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createCodeReader, type CodeReader } from './barcode-reader';

/** How long the same code is not taken again while it stays in front of the camera. */
const REPEAT_MS = 2500;
/** Time between two reads of the video. */
const READ_EVERY_MS = 150;

type CameraProblem = 'noCamera' | 'denied' | 'insecure' | 'unsupported' | 'failed';
type CameraState =
  | { step: 'starting' }
  | { step: 'reading' }
  | { step: 'problem'; problem: CameraProblem; reason?: string };

/** Why getUserMedia refused, in the dialog's words. */
function problemOf(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return { step: 'problem', problem: 'denied' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return { step: 'problem', problem: 'noCamera' };
  return {
    step: 'problem',
    problem: 'failed',
    reason: error instanceof Error ? error.message : String(error),
  };
}

/**
 * The camera as a scanner: a preview that reads QR codes, Code 128 and Data Matrix (the
 * browser's BarcodeDetector, else the ZXing ponyfill loaded now). Each code read goes to
 * `onDetect`, the same path as a wedge scan; the same code is not taken again while it
 * stays in view. No camera, a refusal or an insecure page say so plainly.
 */
export function CameraScanDialog(props: {
  open: boolean;
  onClose(): void;
  onDetect(raw: string): void;
  /** what became of the latest scan (the list is under the dialog) */
  result?: ReactNode;
}) {
  const { t } = useTranslation('serials');
  return (
    <Modal
      open={props.open}
      title={t('stations.camera.title')}
      onCancel={props.onClose}
      destroyOnHidden
      footer={<Button onClick={props.onClose}>{t('actions.close', { ns: 'common' })}</Button>}
    >
      {props.open && <CameraView onDetect={props.onDetect} />}
      {props.result}
    </Modal>
  );
}

function CameraView(props: { onDetect(raw: string): void }) {
  const { t } = useTranslation('serials');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ step: 'starting' });
  const [last, setLast] = useState<string | null>(null);
  const onDetect = useRef(props.onDetect);
  useLayoutEffect(() => {
    onDetect.current = props.onDetect;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = { value: '', at: 0 };
    const start = async () => {
      if (!window.isSecureContext) return setState({ step: 'problem', problem: 'insecure' });
      if (!navigator.mediaDevices?.getUserMedia)
        return setState({ step: 'problem', problem: 'noCamera' });
      let reader: CodeReader;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        return setState(problemOf(error));
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      try {
        reader = await createCodeReader();
      } catch {
        return setState({ step: 'problem', problem: 'unsupported' });
      }
      if (stopped) return;
      setState({ step: 'reading' });
      const read = async () => {
        if (stopped) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const found = await reader.detect(element).catch(() => []);
          const value = found[0]?.rawValue;
          const now = Date.now();
          if (value && !(value === seen.value && now - seen.at < REPEAT_MS)) {
            setLast(value);
            onDetect.current(value);
          }
          if (value) Object.assign(seen, { value, at: now });
        }
        if (!stopped) timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const problem = state.step === 'problem' ? state : null;
  return (
    <Flex vertical gap={12}>
      {problem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(`stations.camera.${problem.problem}`, { reason: problem.reason ?? '' })}
        />
      ) : (
        <Typography.Text type="secondary">
          {state.step === 'starting' ? (
            <>
              <Spin size="small" /> {t('stations.camera.starting')}
            </>
          ) : (
            t('stations.camera.hint')
          )}
        </Typography.Text>
      )}
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('stations.camera.preview')}
        style={{
          width: '100%',
          aspectRatio: '4 / 3',
          display: problem ? 'none' : 'block',
          borderRadius: 8,
          objectFit: 'cover',
        }}
      />
      {last && (
        <Typography.Text strong>{t('stations.camera.last', { code: last })}</Typography.Text>
      )}
    </Flex>
  );
}
