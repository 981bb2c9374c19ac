import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { registerErrorHandling } from './platform/http/error-handler';
import { registerSecurityHeaders } from './platform/http/security-headers';
import type { ServeOptions } from './platform/http/serve';
import { DEFAULT_WEB_ROOT, registerWebApp } from './platform/web/web-app';
import { registerPermissionGuard, type RegisteredRoute } from './platform/permissions/guard';
import { groupRoutes } from './modules/admin/group.routes';
import { menuRoutes } from './modules/admin/menu.routes';
import { resourceRoutes } from './modules/admin/resource.routes';
import { sessionRoutes } from './modules/admin/session.routes';
import { userRoutes } from './modules/admin/user.routes';
import { healthRoutes } from './modules/health/health.routes';
import { stationMessageRoutes } from './modules/messages/station-message.routes';
import { productRoutes } from './modules/products/product.routes';
import { PRODUCT_IMPORT_JOB, runProductImport } from './modules/products/import/product-import.job';
import { productImportRoutes } from './modules/products/import/product-import.routes';
import {
  PO_IMPORT_JOB,
  SO_IMPORT_JOB,
  runPoImport,
  runSoImport,
} from './modules/orders/import/order-import.job';
import { orderImportRoutes } from './modules/orders/import/order-import.routes';
import { JobRunner, type JobHandler } from './platform/jobs/job-runner';
import { Scheduler, scheduledJobHandlers, type ScheduledJob } from './platform/jobs/job-schedules';
import { ledgerCheckJob } from './modules/stock/ledger-check.job';
import { withHeaderMappings } from './platform/import/header-mappings';
import { kitRoutes } from './modules/kits/kit.routes';
import { packagingRoutes } from './modules/packaging/packaging.routes';
import { leadTimeRoutes } from './modules/lead-times/lead-time.routes';
import { containerTypeRoutes } from './modules/reference/container-type.routes';
import { delayReasonRoutes } from './modules/reference/delay-reason.routes';
import { loadingLimitRoutes } from './modules/reference/loading-limit.routes';
import { loadingPointRoutes } from './modules/reference/loading-point.routes';
import { shippingLineRoutes } from './modules/reference/shipping-line.routes';
import { transitTimeRoutes } from './modules/reference/transit-time.routes';
import { supplierRoutes } from './modules/suppliers/supplier.routes';
import { supplierOwnerRoutes } from './modules/suppliers/supplier-owner.routes';
import { supplierAccountRoutes } from './modules/suppliers/supplier-account.routes';
import { masterDataAuditRoutes } from './modules/audit/master-data-audit.routes';
import { purchaseOrderRoutes } from './modules/orders/purchase-order.routes';
import { salesOrderRoutes } from './modules/orders/sales-order.routes';
import { planningRoutes } from './modules/planning/planning.routes';
import { poLineContainerRoutes } from './modules/planning/po-line-containers.routes';
import { readyDateRoutes } from './modules/ready-dates/ready-dates.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { ledgerRoutes } from './modules/stock/ledger.routes';
import { warehouseRoutes } from './modules/stock/warehouse.routes';
import { deliveryNoteRoutes } from './modules/stock/delivery-note.routes';
import { loadingRoutes } from './modules/stock/loading.routes';
import { scrapOrderRoutes } from './modules/stock/scrap-order.routes';
import { codeTemplateRoutes } from './modules/serials/template.routes';
import { supplierFileRoutes } from './modules/due-diligence/supplier-file.routes';
import { avlRoutes } from './modules/due-diligence/avl.routes';
import { serialLabelRoutes } from './modules/serials/serial-label.routes';
import { bindingRoutes } from './modules/serials/binding.routes';
import { exportTaskRoutes } from './modules/serials/export-task.routes';
import { SERIAL_EXPORT_JOB, runSerialExport } from './modules/serials/export-task.job';
import { bindingImportRoutes } from './modules/serials/binding-import.routes';
import { BINDING_IMPORT_JOB, runBindingImport } from './modules/serials/binding-import.job';
import { codeDataRoutes } from './modules/serials/code-data.routes';
import { containerDataRoutes } from './modules/serials/container-data.routes';
import { ddReportRoutes } from './modules/due-diligence/dd-report.routes';
import { supplierFileOwner } from './modules/due-diligence/supplier-file-owner';
import { fileExpiryJob } from './modules/due-diligence/file-expiry.job';
import { fileRoutes } from './platform/files/file.routes';
import type { FileOwners } from './platform/files/file-owners';
import {
  TRACKING_IMPORT_JOB,
  runTrackingImport,
} from './modules/tracking/import/tracking-import.job';
import { trackingImportRoutes } from './modules/tracking/import/tracking-import.routes';
import { otdReportRoutes } from './modules/otd-reports/otd-reports.routes';
import { amountReportRoutes } from './modules/amount-reports/amount-reports.routes';
import { transitReportRoutes } from './modules/transit-reports/transit-reports.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { reportPackRoutes } from './modules/report-packs/report-packs.routes';
import { REPORT_PACK_JOB, runReportPack } from './modules/report-packs/report-pack.job';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, as registered (read by the census test). */
    registeredRoutes: RegisteredRoute[];
    /** The in-process worker of the DB-backed job queue (started when the app is ready). */
    jobs: JobRunner;
    /** Queues the scheduled jobs (started with the runner when BuildAppOptions.schedules). */
    schedules: Scheduler;
    /** LADING_TIME_ZONE: the zone exports write date-times in (docs/decisions, issue 13). */
    displayTimeZone: string;
  }
}

/** Every kind of background job and who runs it. */
const JOB_HANDLERS: Record<string, JobHandler> = {
  [PRODUCT_IMPORT_JOB]: withHeaderMappings(runProductImport),
  [PO_IMPORT_JOB]: withHeaderMappings(runPoImport),
  [SO_IMPORT_JOB]: withHeaderMappings(runSoImport),
  [TRACKING_IMPORT_JOB]: withHeaderMappings(runTrackingImport),
  [REPORT_PACK_JOB]: runReportPack,
  [SERIAL_EXPORT_JOB]: runSerialExport,
  [BINDING_IMPORT_JOB]: withHeaderMappings(runBindingImport),
};

/** Work run on a schedule (platform/jobs/job-schedules.ts); each is a job kind of its own. */
const SCHEDULED_JOBS: ScheduledJob[] = [ledgerCheckJob, fileExpiryJob];

type ModuleRoutes = (app: FastifyInstance, deps: AppDeps, options: ServeOptions) => void;

/** Who owns stored files of each kind and decides who may read them (platform/files). */
const FILE_OWNERS: FileOwners = { supplier: supplierFileOwner };

/** Every module's routes, mounted under /api. */
const MODULES: ModuleRoutes[] = [
  healthRoutes,
  sessionRoutes,
  userRoutes,
  groupRoutes,
  menuRoutes,
  resourceRoutes,
  stationMessageRoutes,
  supplierRoutes,
  loadingPointRoutes,
  shippingLineRoutes,
  transitTimeRoutes,
  loadingLimitRoutes,
  containerTypeRoutes,
  delayReasonRoutes,
  productRoutes,
  productImportRoutes,
  kitRoutes,
  packagingRoutes,
  leadTimeRoutes,
  supplierOwnerRoutes,
  supplierAccountRoutes,
  masterDataAuditRoutes,
  purchaseOrderRoutes,
  salesOrderRoutes,
  orderImportRoutes,
  planningRoutes,
  poLineContainerRoutes,
  readyDateRoutes,
  trackingRoutes,
  trackingImportRoutes,
  otdReportRoutes,
  amountReportRoutes,
  transitReportRoutes,
  dashboardRoutes,
  reportPackRoutes,
  warehouseRoutes,
  ledgerRoutes,
  deliveryNoteRoutes,
  loadingRoutes,
  scrapOrderRoutes,
  codeTemplateRoutes,
  (app, deps, options) => fileRoutes(app, deps, options, FILE_OWNERS),
  supplierFileRoutes,
  avlRoutes,
  ddReportRoutes,
  serialLabelRoutes,
  bindingRoutes,
  exportTaskRoutes,
  bindingImportRoutes,
  codeDataRoutes,
  containerDataRoutes,
];

export interface BuildAppOptions {
  logger?: boolean | { level: string };
  /** Check every answer against its contract; tests turn this on. */
  validateResponses?: boolean;
  /** Folder of the built web app; it is served from / when it holds an index.html. */
  webRoot?: string;
  /** Queue scheduled jobs once ready (main.ts: SCHEDULES); tests and benches leave it off. */
  schedules?: boolean;
}

/** Builds the Fastify app (not listening): plugins, guard, error envelope, modules, docs. */
export async function buildApp(
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    exposeHeadRoutes: false,
    // TRUST_PROXY: only these proxies' X-Forwarded-For sets request.ip (sign-in throttling).
    trustProxy: deps.config.trustProxy.length ? deps.config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Validation is ours (zod contracts, localized field messages); JSON schemas are for OpenAPI.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await registerSecurityHeaders(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lading API',
        version: '0.1.0',
        description:
          'Every answer is {code, message, data}; code 200 is success. Send `lang: zh|en` for ' +
          'the message language and `Authorization: Bearer <token>` from /api/admin/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });

  // A person opening /api/docs in a browser gets the API reference screen (which reads the
  // document with their session); API tools asking for JSON get the document (below).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/api/docs') return;
    if (request.headers['sec-fetch-mode'] !== 'navigate') return;
    return reply.redirect('/apiReference', 302);
  });
  const registeredRoutes = registerPermissionGuard(app, deps.db, deps.clock);
  app.decorate('registeredRoutes', registeredRoutes);
  app.decorate('displayTimeZone', deps.config.timeZone);
  registerErrorHandling(app);

  const handlers = { ...JOB_HANDLERS, ...scheduledJobHandlers(SCHEDULED_JOBS, app.log) };
  const jobs = new JobRunner(deps, handlers, app.log, {
    leaseMs: deps.config.jobLeaseSeconds * 1000,
    heartbeatMs: deps.config.jobHeartbeatSeconds * 1000,
  });
  const schedules = new Scheduler(deps, SCHEDULED_JOBS, jobs, app.log);
  app.decorate('jobs', jobs);
  app.decorate('schedules', schedules);
  app.addHook('onReady', async () => {
    jobs.start();
    if (options.schedules) schedules.start();
  });
  app.addHook('onClose', async () => {
    await schedules.stop();
    await jobs.stop();
  });

  const routeOptions: ServeOptions = { validateResponses: options.validateResponses ?? false };
  await app.register(
    async (api) => {
      for (const mount of MODULES) mount(api, deps, routeOptions);
      // The OpenAPI document itself, bare (not in the envelope) so API tools can read it;
      // the whole API's map, so signed-in users only (issue 12 §7): send the Bearer token.
      api.route({
        method: 'GET',
        url: '/docs',
        config: { access: 'signedIn' },
        schema: { hide: true },
        handler: async () => app.swagger(),
      });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
