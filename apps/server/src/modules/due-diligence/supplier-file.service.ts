import {
  SUPPLY_STAGES,
  uploadFileFields,
  type Language,
  type SaveCheckRequest,
  type SaveFileTypeRequest,
  type SupplierCheck,
  type SupplierFileItem,
  type SupplierStageView,
  type SupplyStage,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import type { Actor } from '../../platform/auth/auth-context';
import { fileStorageAt } from '../../platform/files/file-stores';
import { allowedList, type ReceivedFile } from '../../platform/files/file-upload';
import { storedFileRepository } from '../../platform/files/stored-file.repository';
import { BadRequest, Conflict, NeedsConfirmation, NotFound } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import { ALL_SUPPLIERS, type Scope } from '../../platform/permissions/scope';
import { getSupplier } from '../suppliers/supplier.service';
import { avlRepository } from './avl.repository';
import { fileTypeItemOf, fileTypeRepository } from './file-type.repository';
import { supplierCheckRepository } from './supplier-check.repository';
import { supplierFileRepository, versionItemOf } from './supplier-file.repository';
import { supplierStateRepository } from './supplier-state.repository';
import { stageRecordRepository } from './stage-record.repository';
import { pageAnswer } from '../../db/paging';
import type { StageRecordEvent } from '@lading/shared';

type Who = Actor & { userId: number };

/** The file types, all of them (the configuration dialog shows inactive ones too). */
export const listFileTypes = async (db: Queryable) =>
  (await fileTypeRepository.all(db)).map(fileTypeItemOf);

export async function saveFileType(
  deps: AppDeps,
  id: number | undefined,
  body: SaveFileTypeRequest,
) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    if (id !== undefined && !(await fileTypeRepository.findById(trx, id)))
      throw new NotFound('dd.fileTypeUnknown', { id });
    if (await fileTypeRepository.nameTaken(trx, body.stage, body.name, id))
      throw new Conflict('dd.fileTypeNameExists', { name: body.name });
    const at = deps.clock().toISOString();
    const savedId = id ?? (await fileTypeRepository.insert(trx, body, at));
    if (id !== undefined) await fileTypeRepository.update(trx, id, body, at);
    return fileTypeItemOf((await fileTypeRepository.findById(trx, savedId))!);
  });
}

/**
 * supplierStage: the supplier's stages in order, each with the file types it needs — the
 * active ones, and inactive ones the supplier still has files of — and per type its latest
 * version, the version in effect when that is another, and its status (In Progress before
 * any upload); the checks; a pending status change.
 */
export async function stageView(
  db: Queryable,
  scope: Scope,
  supplierId: number,
): Promise<SupplierStageView> {
  const supplier = await getSupplier(db, scope, supplierId);
  const [types, files, versions, checks, pending] = await Promise.all([
    fileTypeRepository.all(db),
    supplierFileRepository.supplierFiles(db, supplierId),
    supplierFileRepository.versionsOfSupplier(db, supplierId),
    supplierCheckRepository.checksOf(db, [supplierId]),
    avlRepository.pendingOf(db, supplierId),
  ]);
  const fileByType = new Map(files.map((file) => [file.file_type_id, file]));
  const versionsByFile = new Map<number, typeof versions>();
  for (const version of versions) {
    const ofFile = versionsByFile.get(version.supplier_file_id) ?? [];
    ofFile.push(version);
    versionsByFile.set(version.supplier_file_id, ofFile);
  }
  const itemOf = (type: (typeof types)[number]): SupplierFileItem | undefined => {
    const file = fileByType.get(type.id);
    if (!file && type.active !== 1) return undefined;
    const ofFile = file ? (versionsByFile.get(file.id) ?? []) : [];
    const latest = ofFile[0];
    const inEffect = ofFile.find((version) => version.status === 'executed');
    return {
      fileType: fileTypeItemOf(type),
      supplierFileId: file?.id ?? null,
      status: (file?.status ?? 'inProgress') as SupplierFileItem['status'],
      latest: latest ? versionItemOf(latest) : null,
      inEffect: inEffect && inEffect !== latest ? versionItemOf(inEffect) : null,
      versionCount: ofFile.length,
    };
  };
  return {
    supplier: {
      id: supplier.id,
      code: supplier.code,
      shortName: supplier.shortName,
      fullName: supplier.fullName,
      status: supplier.status,
      supplyStage: supplier.supplyStage,
    },
    stages: SUPPLY_STAGES.map((stage) => ({
      stage,
      files: types
        .filter((type) => type.stage === stage)
        .map(itemOf)
        .filter((item) => item !== undefined),
    })),
    checks: checks.get(supplierId)!,
    pendingAvlRequestId: pending?.id ?? null,
  };
}

export async function listVersions(
  db: Queryable,
  scope: Scope,
  supplierId: number,
  fileTypeId: number,
) {
  await getSupplier(db, scope, supplierId);
  return (await supplierFileRepository.versionsOfFile(db, supplierId, fileTypeId)).map(
    versionItemOf,
  );
}

/**
 * spec §5 "Upload": a new version of one of the supplier's files, Awaiting Review. The type
 * must be in use and take the content's format (told from its bytes); a summary comment is
 * required; with expiry control the start and end day are too. The same content as an
 * earlier version of the file is refused 409 `dd.maybeDuplicate` unless the user confirmed
 * ("may already be uploaded, continue?"). The bytes are kept last, inside the transaction:
 * a refusal or a failed write leaves no row, and no file that no row names.
 */
export async function uploadVersion(
  deps: AppDeps,
  actor: Who,
  scope: Scope,
  supplierId: number,
  received: ReceivedFile,
  lang: Language,
) {
  const storage = fileStorageAt(deps.config);
  let created = false;
  try {
    const fields = parseInput(uploadFileFields, received.fields, lang);
    return await deps.db.kysely.transaction().execute(async (trx) => {
      await getSupplier(trx, scope, supplierId);
      const type = await fileTypeRepository.findById(trx, fields.fileTypeId);
      if (!type) throw new BadRequest('dd.fileTypeUnknown', { id: fields.fileTypeId });
      const name = lang === 'zh' ? type.name_cn : type.name;
      if (type.active !== 1) throw new Conflict('dd.fileTypeInactive', { name });
      const formats = fileTypeItemOf(type).formats;
      if (!formats.includes(received.format)) {
        throw new BadRequest('file.wrongFormat', {
          allowed: allowedList(formats),
          format: received.format.toUpperCase(),
        });
      }
      const at = deps.clock().toISOString();
      const fileId =
        (await supplierFileRepository.findFile(trx, supplierId, type.id))?.id ??
        (await supplierFileRepository.insertFile(trx, supplierId, type.id, at));
      const same = await supplierFileRepository.sameContent(trx, fileId, received.sha256);
      if (same && fields.confirmDuplicate !== 1) {
        throw new NeedsConfirmation('dd.maybeDuplicate', {
          versionNo: same.version_no,
          uploadedAt: same.uploaded_at.slice(0, 10),
        });
      }
      const storedId = await storedFileRepository.insert(trx, {
        sha256: received.sha256,
        size: received.size,
        format: received.format,
        mime: received.mime,
        name: received.name,
        ownerType: 'supplier',
        ownerId: supplierId,
        userId: actor.userId,
        username: actor.username,
        at,
      });
      const withExpiry = fields.expiryControl === 1;
      const version = await supplierFileRepository.insertVersion(trx, {
        supplierFileId: fileId,
        fileId: storedId,
        sha256: received.sha256,
        comment: fields.comment,
        expiryControl: withExpiry,
        validFrom: withExpiry ? fields.validFrom : null,
        validUntil: withExpiry ? fields.validUntil : null,
        userId: actor.userId,
        username: actor.username,
        at,
      });
      await stageRecordRepository.append(trx, [
        {
          supplierId,
          event: 'upload',
          toValue: 'awaitingReview',
          fileTypeId: type.id,
          versionNo: version.version_no,
          comment: fields.comment,
          userId: actor.userId,
          username: actor.username,
          at,
        },
      ]);
      created = await storage.put(received.sha256, received.tempPath);
      return { versionId: version.id, versionNo: version.version_no, fileId: storedId };
    });
  } catch (error) {
    await received.discard();
    if (created && !(await storedFileRepository.contentInUse(deps.db.kysely, received.sha256)))
      await storage.remove(received.sha256);
    throw error;
  }
}

/** Moves a supplier to another supply stage, recorded with the comment. */
export async function moveStage(
  deps: AppDeps,
  actor: Who,
  supplierId: number,
  body: { stage: SupplyStage; comment: string },
) {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const supplier = await getSupplier(trx, ALL_SUPPLIERS, supplierId);
    if (supplier.supplyStage === body.stage) throw new Conflict('dd.sameStage');
    const at = deps.clock().toISOString();
    await supplierStateRepository.setStage(trx, [supplierId], body.stage, at);
    await stageRecordRepository.append(trx, [
      {
        supplierId,
        event: 'stage',
        fromValue: supplier.supplyStage,
        toValue: body.stage,
        comment: body.comment,
        userId: actor.userId,
        username: actor.username,
        at,
      },
    ]);
  });
  return stageView(deps.db.kysely, ALL_SUPPLIERS, supplierId);
}

/** Records one of the profile's checks (spec §3), in the stage record too. */
export async function saveCheck(
  deps: AppDeps,
  actor: Who,
  supplierId: number,
  check: SupplierCheck,
  body: SaveCheckRequest,
) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await getSupplier(trx, ALL_SUPPLIERS, supplierId);
    const at = deps.clock().toISOString();
    const saved = await supplierCheckRepository.save(trx, supplierId, check, body, {
      username: actor.username,
      at,
    });
    await stageRecordRepository.append(trx, [
      {
        supplierId,
        event: 'check',
        // the check, and its new status
        fromValue: check,
        toValue: body.status,
        comment: body.comment,
        userId: actor.userId,
        username: actor.username,
        at,
      },
    ]);
    return saved;
  });
}

/** stageRecord: the supplier's record, newest first (within the caller's scope). */
export async function listStageRecords(
  db: Queryable,
  scope: Scope,
  supplierId: number,
  request: { event?: StageRecordEvent | undefined; pageNum: number; pageSize: number },
) {
  await getSupplier(db, scope, supplierId);
  const { total, list } = await stageRecordRepository.page(db, supplierId, request, request);
  return pageAnswer(list, total, request);
}
