import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import * as m0001 from './0001-identity';
import * as m0002 from './0002-sessions-messages-audit';
import * as m0003 from './0003-reference-data';
import * as m0004 from './0004-products';
import * as m0005 from './0005-supplier-profiles';
import * as m0006 from './0006-kits-packaging-lead-times';
import * as m0007 from './0007-import-jobs';
import * as m0008 from './0008-orders';
import * as m0009 from './0009-po-line-paging-index';
import * as m0010 from './0010-containers';
import * as m0011 from './0011-container-change-supplier';
import * as m0012 from './0012-automatic-lock';
import * as m0013 from './0013-change-stamps';
import * as m0014 from './0014-import-header-mappings';
import * as m0015 from './0015-unbuilt-screen-menus';
import * as m0016 from './0016-message-content-cn';
import * as m0017 from './0017-job-lease-token';
import * as m0018 from './0018-message-bodies-by-language';
import * as m0019 from './0019-container-tracking';
import * as m0020 from './0020-report-indexes';
import * as m0021 from './0021-job-output-file';
import * as m0022 from './0022-report-settings';
import * as m0023 from './0023-otd-rollup';
import * as m0024 from './0024-utilization-rollup';
import * as m0025 from './0025-amount-rollup';
import * as m0026 from './0026-container-line-days-late';
import * as m0027 from './0027-stock';
import * as m0028 from './0028-due-diligence';
import * as m0029 from './0029-job-schedules';
import * as m0030 from './0030-serials';
import * as m0031 from './0031-serial-export-tasks';
import * as m0032 from './0032-serial-tree-indexes';

/** The explicit, ordered migration index. Append; never edit a migration that has shipped. */
export const migrations: Record<
  string,
  { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> }
> = {
  '0001-identity': m0001,
  '0002-sessions-messages-audit': m0002,
  '0003-reference-data': m0003,
  '0004-products': m0004,
  '0005-supplier-profiles': m0005,
  '0006-kits-packaging-lead-times': m0006,
  '0007-import-jobs': m0007,
  '0008-orders': m0008,
  '0009-po-line-paging-index': m0009,
  '0010-containers': m0010,
  '0011-container-change-supplier': m0011,
  '0012-automatic-lock': m0012,
  '0013-change-stamps': m0013,
  '0014-import-header-mappings': m0014,
  '0015-unbuilt-screen-menus': m0015,
  '0016-message-content-cn': m0016,
  '0017-job-lease-token': m0017,
  '0018-message-bodies-by-language': m0018,
  '0019-container-tracking': m0019,
  '0020-report-indexes': m0020,
  '0021-job-output-file': m0021,
  '0022-report-settings': m0022,
  '0023-otd-rollup': m0023,
  '0024-utilization-rollup': m0024,
  '0025-amount-rollup': m0025,
  '0026-container-line-days-late': m0026,
  '0027-stock': m0027,
  '0028-due-diligence': m0028,
  '0029-job-schedules': m0029,
  '0030-serials': m0030,
  '0031-serial-export-tasks': m0031,
  '0032-serial-tree-indexes': m0032,
};
