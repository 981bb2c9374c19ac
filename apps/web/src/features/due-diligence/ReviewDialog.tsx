import {
  supplierFileOperations as op,
  type ApprovalItem,
  type OperationAnswer,
  type OperationInput,
} from '@lading/shared';
import { useMutation } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { ApiError } from '../../api/http';
import { useDdLabels } from './dd-labels';
import { DecisionDialog } from './DecisionDialog';

export type ReviewDecision = 'approve' | 'reject';

/** What a review dialog decides: one version (a row) or the selected ones. */
export interface ReviewTarget {
  decision: ReviewDecision;
  versions: ApprovalItem[];
}

type Reviewed = OperationAnswer<typeof op.review>;
type ReviewBody = OperationInput<typeof op.review>['body'];

/**
 * Whether a refused approval is the EOL question: named by the answer (`data.confirm`) where
 * the server names its questions, else any 409 of an approval that ends a supplier.
 */
const isEolQuestion = (error: ApiError) => {
  const confirm = (error.data as { confirm?: unknown } | null)?.confirm;
  return confirm !== undefined ? confirm === 'dd.eolConfirm' : error.code === 409;
};

/** The reviewer went back on the EOL question: nothing was decided, the dialog stays. */
class EolDeclined extends Error {}

/** How many versions the dialog names before "and N more". */
const LISTED = 5;

/**
 * documentApproval's approve/reject dialog (spec §5): the comment, required for a rejection;
 * an approval that ends a supplier (a termination file) is refused by the server until the
 * reviewer confirms the move to phase-out (EOL) — asked, then sent again with `confirmEol`.
 */
export function ReviewDialog(props: {
  open: boolean;
  /** kept while the dialog closes, so its title does not change meanwhile */
  target: ReviewTarget | null;
  onClose(): void;
  onReviewed(): void;
}) {
  const { t } = useTranslation('dueDiligence');
  const { modal, message } = App.useApp();
  const labels = useDdLabels();
  const mutation = useMutation({
    mutationFn: ({ body, quiet }: { body: ReviewBody; quiet: boolean }) =>
      call(op.review, { body }, { quiet }),
  });
  const decision = props.target?.decision ?? 'approve';
  const versions = props.target?.versions ?? [];
  const reject = decision === 'reject';
  const count = versions.length;
  const ending = reject ? [] : versions.filter((version) => version.kind === 'termination');
  const endingSuppliers = [...new Set(ending.map((version) => version.supplierName))].join(', ');

  /** Asks about EOL when a termination file is approved and the server asks (409). */
  const save = async (comment: string): Promise<Reviewed> => {
    const body = { versionIds: versions.map((v) => v.id), decision, comment, confirmEol: false };
    const asks = ending.length > 0;
    try {
      // quiet when the refusal may be the EOL question: it is asked instead of toasted
      return await mutation.mutateAsync({ body, quiet: asks });
    } catch (error) {
      if (!asks || !(error instanceof ApiError)) throw error;
      if (!isEolQuestion(error)) {
        void message.error(error.message);
        throw error;
      }
      const confirmed = await modal.confirm({
        title: t('approvals.eolTitle', { suppliers: endingSuppliers }),
        okText: t('approvals.eolOk'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel', { ns: 'common' }),
      });
      if (!confirmed) throw new EolDeclined();
      return mutation.mutateAsync({ body: { ...body, confirmEol: true }, quiet: false });
    }
  };

  const savedText = (reviewed: Reviewed) => {
    const done = t(reject ? 'approvals.rejected' : 'approvals.approved', {
      count: reviewed.reviewed,
    });
    return reviewed.movedToEol.length
      ? t('approvals.movedToEol', { done, suppliers: reviewed.movedToEol.join(', ') })
      : done;
  };

  const summary = (
    <ul style={{ paddingInlineStart: 20, marginBlock: '0 12px' }}>
      {versions.slice(0, LISTED).map((version) => (
        <li key={version.id}>
          {version.supplierCode} · {labels.fileType(version)} v{version.versionNo}
        </li>
      ))}
      {count > LISTED && (
        <li>
          <Typography.Text type="secondary">
            {t('approvals.more', { count: count - LISTED })}
          </Typography.Text>
        </li>
      )}
    </ul>
  );

  return (
    <DecisionDialog<Reviewed>
      open={props.open}
      name="file-review"
      title={t(reject ? 'approvals.rejectTitle' : 'approvals.approveTitle', { count })}
      reject={reject}
      okText={t(reject ? 'approvals.reject' : 'approvals.approve')}
      commentLabel={t('fields.reviewComment')}
      commentRequired={t('approvals.rejectCommentRequired')}
      summary={summary}
      savedText={savedText}
      saving={mutation.isPending}
      onSave={(comment) =>
        save(comment).then((reviewed) => {
          props.onReviewed();
          return reviewed;
        })
      }
      onClose={props.onClose}
    />
  );
}
