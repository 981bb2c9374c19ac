import fs from 'node:fs';
import type { FileFormat, SupplierCheck, SaveCheckRequest } from '@lading/shared';
import type { AppConfig } from '../../config';
import type { AppDeps } from '../../app-deps';
import { sha256Of } from '../../platform/files/file-storage';
import { fileStorageAt, type FilesSettings } from '../../platform/files/file-stores';
import { mimeOf } from '../../platform/files/file-upload';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { requestStatusChange, decideStatusChange } from '../../modules/due-diligence/avl.service';
import { runFileExpiry } from '../../modules/due-diligence/file-expiry.service';
import { reviewVersions, startReview } from '../../modules/due-diligence/file-review.service';
import {
  moveStage,
  saveCheck,
  uploadVersion,
} from '../../modules/due-diligence/supplier-file.service';
import type { Queryable } from '../database';
import { demoDocument } from './demo-files';
import { depsWithin } from './deps-within';

interface DemoUpload {
  supplier: string;
  type: string;
  format: FileFormat;
  by: string;
  daysAgo: number;
  valid?: [fromDaysAgo: number, untilDaysAhead: number];
  comment: string;
  lines: string[];
  /** what the reviewer did, how many days ago */
  review?: {
    decision: 'approve' | 'reject' | 'start';
    daysAgo: number;
    by: string;
    comment?: string;
  };
}

/** The stage each demo supplier has reached, moved there by 6-DDC. */
const STAGES: Record<string, ('preDueDiligence' | 'supplierEvaluation' | 'ongoingMaintenance')[]> =
  {
    SUP001: ['preDueDiligence', 'supplierEvaluation', 'ongoingMaintenance'],
    SUP002: ['preDueDiligence'],
  };

const UPLOADS: DemoUpload[] = [
  {
    supplier: 'SUP001',
    type: 'Supplier information form',
    format: 'docx',
    by: 'supplier',
    daysAgo: 420,
    comment: 'Company profile as registered',
    lines: [
      'Headquarters: Shenzhen 深圳',
      'Employees: 420',
      'Main products: solar lanterns 太阳能灯',
    ],
    review: { decision: 'approve', daysAgo: 418, by: 'ddc' },
  },
  {
    supplier: 'SUP001',
    type: 'NDA',
    format: 'pdf',
    by: 'scm',
    daysAgo: 800,
    valid: [800, -70],
    comment: 'NDA signed 2 years ago',
    lines: ['Mutual non-disclosure agreement 双方保密协议', 'Term: 2 years'],
    review: { decision: 'approve', daysAgo: 795, by: 'ddc' },
  },
  {
    supplier: 'SUP001',
    type: 'NDA',
    format: 'pdf',
    by: 'scm',
    daysAgo: 60,
    valid: [60, 670],
    comment: 'Renewed NDA',
    lines: ['Mutual non-disclosure agreement 双方保密协议 (renewal)', 'Term: 2 years'],
    review: { decision: 'approve', daysAgo: 55, by: 'ddc', comment: 'Signed by both parties' },
  },
  {
    supplier: 'SUP001',
    type: 'Business licence',
    format: 'pdf',
    by: 'supplier',
    daysAgo: 340,
    valid: [340, 25],
    comment: 'Business licence, renewed yearly',
    lines: ['营业执照 Business licence', 'Registration no. 91440300MA5F'],
    review: { decision: 'approve', daysAgo: 338, by: 'ddc' },
  },
  {
    supplier: 'SUP001',
    type: 'Pre-due-diligence questionnaire',
    format: 'xlsx',
    by: 'supplier',
    daysAgo: 300,
    comment: 'Questionnaire answered',
    lines: ['Child labour policy: Yes', 'ISO 14001: Planned 2027', 'Conflict minerals: None used'],
    review: { decision: 'approve', daysAgo: 290, by: 'ddc' },
  },
  {
    supplier: 'SUP001',
    type: 'Framework contract',
    format: 'pdf',
    by: 'scm',
    daysAgo: 700,
    valid: [700, 5],
    comment: 'Framework purchase contract',
    lines: [
      '框架采购合同 Framework purchase contract',
      'Payment: 30% deposit, 70% before shipment',
    ],
    review: { decision: 'approve', daysAgo: 695, by: 'ddc' },
  },
  {
    supplier: 'SUP001',
    type: 'Annual review',
    format: 'xlsx',
    by: 'opm',
    daysAgo: 20,
    valid: [20, 345],
    comment: 'Annual review 2026',
    lines: ['OTD: 91%', 'Quality claims: 2', 'Score: 78'],
    review: {
      decision: 'reject',
      daysAgo: 18,
      by: 'quality',
      comment: 'The quality claims are not explained',
    },
  },
  {
    supplier: 'SUP001',
    type: 'Quality certificate (ISO 9001)',
    format: 'png',
    by: 'supplier',
    daysAgo: 4,
    valid: [30, 1065],
    comment: 'ISO 9001 certificate scan',
    lines: ['ISO 9001:2015', 'Valid 3 years'],
    review: { decision: 'start', daysAgo: 3, by: 'quality' },
  },
  {
    supplier: 'SUP001',
    type: 'Factory audit report',
    format: 'pptx',
    by: 'opm',
    daysAgo: 2,
    valid: [2, 363],
    comment: 'On-site audit, summary deck',
    lines: ['Audit date: this month', 'Findings: 3 minor', 'Result: approved with actions'],
  },
  {
    supplier: 'SUP002',
    type: 'Supplier information form',
    format: 'pdf',
    by: 'scm',
    daysAgo: 200,
    comment: 'Profile form',
    lines: ['Bright Electronics 明亮电子', 'Employees: 150'],
    review: { decision: 'approve', daysAgo: 199, by: 'ddc' },
  },
  {
    supplier: 'SUP002',
    type: 'Business licence',
    format: 'png',
    by: 'scm',
    daysAgo: 400,
    valid: [400, -10],
    comment: 'Licence scan',
    lines: ['营业执照 Business licence', 'Bright Electronics'],
    review: { decision: 'approve', daysAgo: 398, by: 'ddc' },
  },
  {
    supplier: 'SUP002',
    type: 'NDA',
    format: 'pdf',
    by: 'scm',
    daysAgo: 1,
    valid: [1, 729],
    comment: 'NDA for the new project',
    lines: ['Non-disclosure agreement 保密协议', 'Bright Electronics'],
  },
];

const CHECKS: [
  SupplierCheck,
  SaveCheckRequest['status'],
  number | null,
  SaveCheckRequest['result'],
  string,
  number,
  number,
][] = [
  ['ethic1', 'completed', 92, 'pass', 'No findings', 200, 165],
  ['ethic2', 'completed', 78, 'conditional', 'Overtime records to be improved', 150, 215],
  ['fullReport', 'inProgress', null, null, 'Third-party report ordered', 10, 0],
  ['dra', 'completed', 85, 'pass', 'Low risk', 120, 245],
];

/**
 * Demo due diligence (issue 17), made through the services the screens call, dated over
 * the last two years: SUP001 (the demo supplier's) in on-going maintenance with files in
 * every status — in effect, replaced, rejected, under review, awaiting review (a deck), its
 * business licence and framework contract expiring within 30 days —, SUP002 with an expired
 * licence and an NDA awaiting review, checks recorded, a status change of SUP004 approved
 * and one of SUP005 waiting. The expiry scan of today runs last (its warnings are sent).
 */
export async function seedDemoDueDiligence(db: Queryable, today: Date, files: FilesSettings) {
  const { filesDir, fileStore } = files;
  const config = {
    timeZone: 'UTC',
    filesDir,
    fileStore,
    importLimits: undefined,
  } as unknown as AppConfig;
  const at = (daysAgo: number, hour = 9) =>
    new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour),
    );
  const depsAt = (when: Date): AppDeps => ({ ...depsWithin(db, when), config });
  const day = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);

  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [
      u.username,
      u.id,
    ]),
  );
  const actor = (username: string) => {
    const userId = users.get(username);
    if (userId === undefined) throw new Error(`demo due diligence: no user ${username}`);
    return { userId, username, clientAddress: '127.0.0.1' };
  };
  const suppliers = new Map(
    (await db.selectFrom('suppliers').select(['id', 'code']).execute()).map((s) => [s.code, s.id]),
  );
  const types = new Map(
    (await db.selectFrom('supplier_file_types').select(['id', 'name']).execute()).map((t) => [
      t.name,
      t.id,
    ]),
  );
  if (!users.has('ddc') || !suppliers.has('SUP001')) return;
  const storage = fileStorageAt(files);
  const admin = { isAdministrator: false } as Parameters<typeof requestStatusChange>[2];

  for (const [code, stages] of Object.entries(STAGES)) {
    for (const [index, stage] of stages.entries()) {
      await moveStage(depsAt(at(500 - index * 100, 10)), actor('ddc'), suppliers.get(code)!, {
        stage,
        comment: 'Stage files complete',
      });
    }
  }

  for (const upload of UPLOADS) {
    const supplierId = suppliers.get(upload.supplier)!;
    const bytes = await demoDocument(upload.format, upload.type, [
      upload.supplier,
      ...upload.lines,
    ]);
    const tempPath = storage.tempPath();
    fs.writeFileSync(tempPath, bytes);
    const name = `${upload.supplier} ${upload.type}.${upload.format}`;
    const { versionId } = await uploadVersion(
      depsAt(at(upload.daysAgo)),
      actor(upload.by),
      ALL_SUPPLIERS,
      supplierId,
      {
        tempPath,
        sha256: sha256Of(bytes),
        size: bytes.length,
        format: upload.format,
        mime: mimeOf(upload.format),
        name,
        fields: {
          fileTypeId: String(types.get(upload.type)),
          comment: upload.comment,
          expiryControl: upload.valid ? '1' : '0',
          validFrom: upload.valid ? day(upload.valid[0]) : '',
          validUntil: upload.valid ? day(-upload.valid[1]) : '',
        },
        discard: () => fs.promises.rm(tempPath, { force: true }),
      },
      'en',
    );
    const review = upload.review;
    if (!review) continue;
    const deps = depsAt(at(review.daysAgo, 14));
    if (review.decision === 'start') await startReview(deps, actor(review.by), versionId, 'en');
    else
      await reviewVersions(
        deps,
        actor(review.by),
        {
          versionIds: [versionId],
          decision: review.decision,
          comment: review.comment ?? '',
          confirmEol: false,
        },
        'en',
      );
  }

  const sup001 = suppliers.get('SUP001')!;
  for (const [check, status, score, result, comment, fromDaysAgo, untilDaysAhead] of CHECKS) {
    await saveCheck(depsAt(at(fromDaysAgo, 11)), actor('ddc'), sup001, check, {
      status,
      score,
      result,
      comment,
      validFrom: status === 'completed' ? day(fromDaysAgo) : null,
      validUntil: status === 'completed' ? day(-untilDaysAhead) : null,
    });
  }

  if (suppliers.has('SUP004')) {
    const approved = await requestStatusChange(depsAt(at(30)), actor('scm'), admin, {
      supplierId: suppliers.get('SUP004')!,
      toStatus: 'avl',
      reason: 'All due-diligence files approved; audit passed',
    });
    await decideStatusChange(
      depsAt(at(29)),
      actor('ddc'),
      admin,
      approved.id,
      { approve: true, comment: 'Welcome to the AVL' },
      'en',
    );
  }
  if (suppliers.has('SUP005')) {
    await requestStatusChange(depsAt(at(1)), actor('scm'), admin, {
      supplierId: suppliers.get('SUP005')!,
      toStatus: 'avl',
      reason: 'Samples approved, NDA and contract signed',
    });
  }
  await runFileExpiry(depsAt(at(0, 6)), day(0));
}
