import {
  labelSettings,
  templateMakesUnique,
  translateError,
  type CodeTemplateDetails,
  type CodeTemplateItem,
  type ErrorMessageKey,
  type LabelSettings,
  type Language,
  type ListCodeTemplatesQuery,
  type Page,
  type SaveCodeTemplateRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { appendAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { BusinessRule, Conflict, found, NotFound } from '../../platform/http/errors';
import { ALL_SUPPLIERS, type Scope } from '../../platform/permissions/scope';
import { companySettingValues, putCompanySetting } from '../otd-reports/report-settings.service';
import { codeTemplateRepository as repo, type TemplateRecord } from './template.repository';

/**
 * Serial-number templates (issue 18; spec §5 "Serial-number templates"). A template is
 * created as version 1; saving an edit writes version n+1 of its family (only from the
 * newest version, keeping level, product and supplier), so codes keep the version they
 * matched. One active template per level, product and supplier. Every write is one
 * transaction with its audit row; a refusal changes nothing.
 */

/**
 * Codes of the template are unique per level when a segment is not repeatable (a serial
 * no.); a container number (ISO 6346) is unique whatever its segments say, as the demo seed
 * has it.
 */
const uniqueCodes = (body: SaveCodeTemplateRequest) =>
  body.level === 'container' || templateMakesUnique(body.segments);

/** 422 naming the field the rule is about, in the caller's language. */
const fieldRule = (
  lang: Language,
  field: string,
  key: ErrorMessageKey,
  params: Record<string, string | number> = {},
) => new BusinessRule(key, params, [{ field, message: translateError(lang, key, params) }]);

const toItem = ({ isCurrent: _c, uniqueCodes: _u, ...item }: TemplateRecord): CodeTemplateItem =>
  item;

async function withCodeCounts(db: Queryable, records: TemplateRecord[]) {
  const counts = await repo.codeCounts(
    db,
    records.map((record) => record.id),
  );
  return records.map((record) => ({ ...toItem(record), codeCount: counts.get(record.id) ?? 0 }));
}

const requireTemplate = async (db: Queryable, id: number, scope: Scope) =>
  found(await repo.findById(db, id, scope), () => new NotFound('serials.templateNotFound'));

/** The version with the other versions of its template, the newest first. */
async function detailsOf(db: Queryable, id: number, scope: Scope): Promise<CodeTemplateDetails> {
  const template = await requireTemplate(db, id, scope);
  const all = await withCodeCounts(db, await repo.versions(db, template.familyId));
  const self = all.find((version) => version.id === id)!;
  return { ...self, versions: all.filter((version) => version.id !== id) };
}

/** An edit, or a switch on or off, starts from the newest version of its template. */
async function refuseOldVersion(db: Queryable, template: TemplateRecord) {
  if (template.isCurrent) return;
  const latest = (await repo.versions(db, template.familyId))[0]!;
  throw new BusinessRule('serials.templateOldVersion', {
    version: template.version,
    latest: latest.version,
  });
}

/** Container templates are universal; the product and supplier named exist. */
async function refuseBadScope(db: Queryable, lang: Language, body: SaveCodeTemplateRequest) {
  if (body.level === 'container' && (body.productId !== null || body.supplierId !== null)) {
    throw fieldRule(
      lang,
      body.productId !== null ? 'productId' : 'supplierId',
      'serials.templateProductLevel',
    );
  }
  if (body.productId !== null && !(await repo.productExists(db, body.productId)))
    throw fieldRule(lang, 'productId', 'leadTime.unknownProduct');
  if (body.supplierId !== null && !(await repo.supplierExists(db, body.supplierId)))
    throw fieldRule(lang, 'supplierId', 'leadTime.unknownSupplier');
}

/** No second active template for the same level, product and supplier. */
async function refuseDuplicate(
  db: Queryable,
  scope: Pick<TemplateRecord, 'level' | 'productId' | 'supplierId'>,
  familyId: number | null,
) {
  const same = await repo.activeSameScope(db, scope, familyId);
  if (same) throw new Conflict('serials.templateDuplicate', { name: same.name });
}

const auditValues = (record: TemplateRecord) => ({
  version: record.version,
  name: record.name,
  level: record.level,
  productId: record.productId,
  supplierId: record.supplierId,
  segments: record.segments,
  checkRule: record.checkRule,
  active: record.active,
});

async function audit(
  db: Queryable,
  actor: Actor,
  familyId: number,
  action: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
) {
  await appendAudit(db, actor, {
    action: `codeTemplate.${action}`,
    entity: 'codeTemplate',
    entityId: familyId,
    ...(before ? { before } : {}),
    after,
  });
}

export async function listCodeTemplates(
  deps: AppDeps,
  scope: Scope,
  query: ListCodeTemplatesQuery,
): Promise<Page<CodeTemplateItem>> {
  const db = deps.db.kysely;
  const { total, list } = await repo.page(db, query, scope);
  return pageAnswer(await withCodeCounts(db, list), total, query);
}

export const getCodeTemplate = (deps: AppDeps, scope: Scope, id: number) =>
  detailsOf(deps.db.kysely, id, scope);

/** Version 1 of a new template, active. */
export async function createCodeTemplate(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  body: SaveCodeTemplateRequest,
): Promise<CodeTemplateDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseBadScope(trx, lang, body);
    await refuseDuplicate(trx, body, null);
    const at = deps.clock().toISOString();
    const id = await repo.insertVersion(
      trx,
      {
        ...body,
        familyId: null,
        version: 1,
        uniqueCodes: uniqueCodes(body),
        active: true,
        userId: actor.userId,
      },
      at,
    );
    const created = await requireTemplate(trx, id, ALL_SUPPLIERS);
    await audit(trx, actor, id, 'create', undefined, auditValues(created));
    return detailsOf(trx, id, ALL_SUPPLIERS);
  });
}

/**
 * Saves version n+1 of the template whose newest version is `id` (on or off as that one
 * was); the level, product and supplier stay. An older version is refused, naming the
 * newest.
 */
export async function updateCodeTemplate(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
  body: SaveCodeTemplateRequest,
): Promise<CodeTemplateDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireTemplate(trx, id, ALL_SUPPLIERS);
    await refuseOldVersion(trx, before);
    if (
      body.level !== before.level ||
      body.productId !== before.productId ||
      body.supplierId !== before.supplierId
    )
      throw new BusinessRule('serials.templateScopeChanged');
    await refuseBadScope(trx, lang, body);
    if (before.active) await refuseDuplicate(trx, before, before.familyId);
    // guarded: a concurrent edit that wrote the next version first makes this one old
    if (!(await repo.markNotCurrent(trx, id)))
      await refuseOldVersion(trx, await requireTemplate(trx, id, ALL_SUPPLIERS));
    const at = deps.clock().toISOString();
    const newId = await repo.insertVersion(
      trx,
      {
        ...body,
        familyId: before.familyId,
        version: before.version + 1,
        uniqueCodes: uniqueCodes(body),
        active: before.active,
        userId: actor.userId,
      },
      at,
    );
    const after = await requireTemplate(trx, newId, ALL_SUPPLIERS);
    await audit(trx, actor, before.familyId, 'update', auditValues(before), auditValues(after));
    return detailsOf(trx, newId, ALL_SUPPLIERS);
  });
}

/** Puts the template (its newest version) in or out of use. */
export async function setCodeTemplateActive(
  deps: AppDeps,
  actor: Actor,
  id: number,
  active: boolean,
): Promise<CodeTemplateDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireTemplate(trx, id, ALL_SUPPLIERS);
    await refuseOldVersion(trx, before);
    if (before.active === active) return detailsOf(trx, id, ALL_SUPPLIERS);
    if (active) await refuseDuplicate(trx, before, before.familyId);
    if (!(await repo.setActive(trx, id, active)))
      await refuseOldVersion(trx, await requireTemplate(trx, id, ALL_SUPPLIERS));
    await audit(
      trx,
      actor,
      before.familyId,
      active ? 'activate' : 'deactivate',
      { version: before.version, active: before.active },
      { version: before.version, active },
    );
    return detailsOf(trx, id, ALL_SUPPLIERS);
  });
}

/** The company settings keys of labels (company_settings). */
const LABEL_KEYS = {
  gs1CompanyPrefix: 'serials.gs1CompanyPrefix',
  ssccExtension: 'serials.ssccExtension',
} as const;

/** The GS1 company prefix ('' when not set) and SSCC extension digit (0) of pallet labels. */
export async function labelSettingsOf(db: Queryable): Promise<LabelSettings> {
  const stored = await companySettingValues(db, Object.values(LABEL_KEYS));
  // a stored value out of the contract's range is a defect, not something to round off
  return labelSettings.parse({
    gs1CompanyPrefix: stored.get(LABEL_KEYS.gs1CompanyPrefix) ?? '',
    ssccExtension: stored.get(LABEL_KEYS.ssccExtension) ?? 0,
  });
}

/** PUT /api/serial-templates/label-settings: the new values and their audit row, together. */
export async function saveLabelSettings(
  deps: AppDeps,
  actor: Actor,
  request: LabelSettings,
): Promise<LabelSettings> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await labelSettingsOf(trx);
    const at = deps.clock().toISOString();
    await putCompanySetting(
      trx,
      LABEL_KEYS.gs1CompanyPrefix,
      request.gs1CompanyPrefix,
      at,
      actor.userId,
    );
    await putCompanySetting(trx, LABEL_KEYS.ssccExtension, request.ssccExtension, at, actor.userId);
    const after = await labelSettingsOf(trx);
    await appendAudit(trx, actor, {
      action: 'labelSettings.update',
      entity: 'labelSettings',
      entityId: 'company',
      before,
      after,
    });
    return after;
  });
}
