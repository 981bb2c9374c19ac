// The mixed workload: 50 closed-loop workers (each sends its next request when the last
// one is answered), in lanes — lists, exports, plan saves, ready-date submits, a small
// import at a time, and sign-ins. Sign-ins are paced (argon2id costs ~50 ms of CPU each on
// purpose) and spread so the soak measures the server, not the sign-in throttle: good ones
// rotate over their own accounts and sign out again (the session cap never bites), wrong
// ones use unknown user IDs and accounts kept for that, each from another loopback address.
import { randomUUID } from 'node:crypto';
import type { Client } from './client';
import { multipartFile, RequestFailed, type RequestSpec } from './client';
import { productImportFile } from './import-file';
import type { SoakSetup } from './setup';
import { SOAK_PASSWORD } from './setup';
import type { SoakStats } from './stats';

export const LANES = { list: 32, export: 4, plan: 6, ready: 4, import: 1, signIn: 3 } as const;
export const CONNECTIONS = Object.values(LANES).reduce((sum, n) => sum + n, 0);

/** Rows per import file: small, as a buyer adds a few products. */
const IMPORT_ROWS = 5;
const IMPORT_POLL_MS = 100;
/** 4xx answers a wrong sign-in may get: refused, locked, throttled. */
const WRONG_SIGN_IN = [400, 403, 429];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WorkloadOptions {
  /** When the workers stop starting requests (performance.now() time). */
  deadline: number;
  /** Sign-ins per second in each of the three sign-in lanes. */
  signInsPerSecond: number;
}

export async function runWorkload(
  client: Client,
  setup: SoakSetup,
  stats: SoakStats,
  options: WorkloadOptions,
) {
  const running = () => performance.now() < options.deadline;

  /** One request, recorded; returns the answer's body for 2xx, else undefined. */
  async function call(operation: string, spec: RequestSpec, expected4xx: number[] = []) {
    try {
      const answer = await client.request(spec);
      if (answer.status >= 200 && answer.status < 300) {
        stats.record(operation, answer.ms, 'ok');
        return answer.body;
      }
      const outcome = expected4xx.includes(answer.status) ? 'expected' : 'unexpected';
      stats.record(operation, answer.ms, outcome, `${answer.status} ${answer.body.toString()}`);
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
      stats.record(operation, error.ms, 'unexpected', error.message);
    }
    return undefined;
  }

  const scmLists = [
    '/api/po-lines?pageNum=1&pageSize=10&sortBy=rdd&sortOrder=asc&status=Open,PartiallyPlanned',
    '/api/po-lines/totals?status=Open,PartiallyPlanned',
    '/api/products?pageNum=1&pageSize=20',
    '/api/containers?pageNum=1&pageSize=20',
    '/api/so-lines?pageNum=1&pageSize=10',
    '/api/suppliers?pageNum=1&pageSize=20',
    '/api/container-changes?pageNum=1&pageSize=20',
    '/api/shipping-details?pageNum=1&pageSize=20',
    '/api/planning/open-lines?pageNum=1&pageSize=100',
  ];
  const lists: { name: string; path: string; token: string }[] = [
    ...scmLists.map((path) => ({ path, token: setup.scm })),
    { path: scmLists[0]!, token: setup.viewer },
    { path: '/api/po-lines?pageNum=1&pageSize=10', token: setup.suppliers[0]!.token },
    { path: '/api/my-shipping-plan?pageNum=1&pageSize=20', token: setup.suppliers[0]!.token },
    { path: '/api/container-changes?pageNum=1&pageSize=20', token: setup.suppliers[1]!.token },
  ].map((list) => ({ ...list, name: `list ${list.path.split('?')[0]!.slice(5)}` }));

  const exports = [
    '/api/po-lines/export?sortBy=rdd&sortOrder=asc',
    '/api/products/export',
    '/api/containers/export',
    '/api/container-changes/export',
  ];

  async function listWorker(worker: number) {
    for (let i = worker; running(); i++) {
      const list = lists[i % lists.length]!;
      await call(list.name, { method: 'GET', path: list.path, token: list.token });
    }
  }

  async function exportWorker(worker: number) {
    for (let i = worker; running(); i++) {
      const path = exports[i % exports.length]!;
      await call(`export ${path.split('?')[0]!.slice(5)}`, {
        method: 'GET',
        path,
        token: setup.scm,
      });
    }
  }

  async function planWorker(worker: number) {
    const planner = setup.planners[worker]!;
    for (let i = 0; running(); i++) {
      if (i % 5 === 4) {
        await call('plan read', {
          method: 'GET',
          path: '/api/planning/draft',
          token: planner.token,
        });
      } else {
        await call('plan save', {
          method: 'PUT',
          path: '/api/planning/draft',
          token: planner.token,
          json: planner.drafts[i % 2],
        });
      }
    }
  }

  async function readyWorker(worker: number) {
    const supplier = setup.suppliers[worker % setup.suppliers.length]!;
    for (let i = worker; running(); i++) {
      const containerLineId = supplier.lineIds[i % supplier.lineIds.length]!;
      await call('ready-date submit', {
        method: 'POST',
        path: '/api/ready-dates/submit',
        token: supplier.token,
        json: {
          items: [{ containerLineId, readyDate: supplier.readyDate }],
          confirmWarnings: true,
        },
      });
    }
  }

  async function importWorker() {
    const run = randomUUID().slice(0, 6);
    for (let n = 0; running(); n++) {
      const file = await productImportFile(`${run}-${n}`, IMPORT_ROWS);
      const upload = multipartFile(`soak-${n}.xlsx`, file);
      const queued = await call('import upload', {
        method: 'POST',
        path: '/api/products/import',
        token: setup.scm,
        body: upload.body,
        contentType: upload.contentType,
      });
      if (!queued) continue;
      const { jobId } = (JSON.parse(queued.toString()) as { data: { jobId: number } }).data;
      const started = performance.now();
      // poll until the job ends (even past the deadline: a job left running is not measured)
      for (;;) {
        await sleep(IMPORT_POLL_MS);
        const polled = await call('import poll', {
          method: 'GET',
          path: `/api/products/import/${jobId}`,
          token: setup.scm,
        });
        if (!polled) break;
        const job = (JSON.parse(polled.toString()) as { data: { status: string; error: string } })
          .data;
        if (job.status === 'succeeded' || job.status === 'failed') {
          const ok = job.status === 'succeeded';
          stats.record(
            'import job',
            performance.now() - started,
            ok ? 'ok' : 'unexpected',
            job.error,
          );
          break;
        }
      }
    }
  }

  /** Another loopback address for each wrong sign-in: 127.1.0.1 … 127.1.15.254. */
  let address = 0;
  const nextAddress = () => {
    const n = address++ % (16 * 254);
    return `127.1.${Math.floor(n / 254)}.${(n % 254) + 1}`;
  };

  async function paced(each: (i: number) => Promise<void>) {
    const intervalMs = 1000 / options.signInsPerSecond;
    for (let i = 0; running(); i++) {
      const started = performance.now();
      await each(i);
      await sleep(Math.max(0, intervalMs - (performance.now() - started)));
    }
  }

  const signInLanes = [
    // a good sign-in, then sign out again
    () =>
      paced(async (i) => {
        const username = setup.signInAccounts[i % setup.signInAccounts.length]!;
        const body = await call('sign-in', {
          method: 'POST',
          path: '/api/admin/login',
          json: { username, password: SOAK_PASSWORD },
        });
        if (!body) return;
        const { token } = (JSON.parse(body.toString()) as { data: { token: string } }).data;
        await call('sign-out', { method: 'POST', path: '/api/admin/logout', token });
      }),
    // an unknown user ID, once each
    () =>
      paced(async (i) => {
        await call(
          'sign-in unknown user',
          {
            method: 'POST',
            path: '/api/admin/login',
            json: { username: `soaknone${i}`, password: 'not-the-password' },
            localAddress: nextAddress(),
          },
          WRONG_SIGN_IN,
        );
      }),
    // a wrong password for an account kept for it (it locks: still an expected 4xx)
    () =>
      paced(async (i) => {
        const username = setup.wrongPasswordAccounts[i % setup.wrongPasswordAccounts.length]!;
        await call(
          'sign-in wrong password',
          {
            method: 'POST',
            path: '/api/admin/login',
            json: { username, password: 'not-the-password' },
            localAddress: nextAddress(),
          },
          WRONG_SIGN_IN,
        );
      }),
  ];

  const workers: Promise<void>[] = [];
  for (let i = 0; i < LANES.list; i++) workers.push(listWorker(i));
  for (let i = 0; i < LANES.export; i++) workers.push(exportWorker(i));
  for (let i = 0; i < LANES.plan; i++) workers.push(planWorker(i));
  for (let i = 0; i < LANES.ready; i++) workers.push(readyWorker(i));
  for (let i = 0; i < LANES.import; i++) workers.push(importWorker());
  for (const lane of signInLanes.slice(0, LANES.signIn)) workers.push(lane());
  await Promise.all(workers);
}
