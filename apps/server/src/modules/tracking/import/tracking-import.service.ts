import {
  TRACKING_TEMPLATE_MAX,
  type Language,
  type TrackingImportJob,
  type TrackingTemplateQuery,
} from '@lading/shared';
import type { AppDeps } from '../../../app-deps';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { BadRequest } from '../../../platform/http/errors';
import { readImportJob } from '../../../platform/import/import-jobs';
import { listContainers } from '../../planning/container.service';
import { trackingColumnTitle } from './tracking-import-columns';
import { buildTrackingTemplate, trackingTemplateFileName } from './tracking-import-template';
import { TRACKING_IMPORT_JOB, type TrackingImportResult } from './tracking-import.job';
import { trackingImportRepository } from './tracking-import.repository';

/** The shipping plan reads this many containers a page when a template takes its filters. */
const LIST_PAGE = 100;

/** A tracking import job as its creator (or an administrator) sees it; anyone else: 404. */
export async function getTrackingImport(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
): Promise<TrackingImportJob> {
  const { job, result } = await readImportJob<TrackingImportResult>(deps, auth, jobId, lang, {
    kind: TRACKING_IMPORT_JOB,
    columnTitle: trackingColumnTitle,
  });
  return { ...job, updated: result?.updated ?? 0, unchanged: result?.unchanged ?? 0 };
}

/** The blank tracking template in `lang`. */
export const blankTrackingTemplate = async (lang: Language) => ({
  fileName: trackingTemplateFileName(lang),
  file: await buildTrackingTemplate(lang),
});

/**
 * The ids of the containers the shipping plan's filters find, in its order (its own list
 * query, so the template holds what the screen shows); refused past TRACKING_TEMPLATE_MAX.
 */
async function filteredIds(deps: AppDeps, auth: AuthContext, query: TrackingTemplateQuery) {
  const { ids: _ids, ...filters } = query;
  const ids: number[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await listContainers(deps.db.kysely, auth.scope, {
      ...filters,
      pageNum,
      pageSize: LIST_PAGE,
    });
    if (page.total > TRACKING_TEMPLATE_MAX) {
      throw new BadRequest('trackingImport.templateTooMany', {
        count: page.total,
        max: TRACKING_TEMPLATE_MAX,
      });
    }
    ids.push(...page.list.map((container) => container.id));
    if (page.list.length < LIST_PAGE || ids.length >= page.total) return ids;
  }
}

/**
 * The tracking template of the containers `ids` (the selected rows), or of those the
 * shipping plan's filters find, with their current values: uploaded unchanged, it changes
 * nothing. Only released containers within the caller's scope are in it, in the order
 * asked; a Draft, or a container the caller cannot see, is left out.
 */
export async function filledTrackingTemplate(
  deps: AppDeps,
  auth: AuthContext,
  query: TrackingTemplateQuery,
  lang: Language,
) {
  const ids = query.ids?.length ? query.ids : await filteredIds(deps, auth, query);
  const found = await trackingImportRepository.byIds(deps.db.kysely, auth.scope, ids);
  const position = new Map(ids.map((id, index) => [id, index]));
  found.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return {
    fileName: trackingTemplateFileName(lang, deps.clock().toISOString().slice(0, 10)),
    file: await buildTrackingTemplate(lang, found),
  };
}
