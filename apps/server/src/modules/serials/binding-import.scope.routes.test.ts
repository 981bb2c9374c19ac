import { translateError } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { t } from '../../test/harness';
import { userWithResources } from '../dashboard/dashboard.test-support';
import { JobLease } from '../../platform/jobs/job-lease';
import { jobRepository } from '../../platform/jobs/job.repository';
import {
  BINDING_IMPORT_JOB,
  runBindingImport,
  type BindingImportInput,
} from './binding-import.job';
import {
  bindingCsv,
  importBindings,
  readBindingJob,
  storedCode,
  succeeded,
  type BindingLine,
} from './serial-files.test-support';
import {
  bindingRows,
  isoNo,
  lineB,
  opened,
  pA,
  plannedOpen,
  qrcUserB,
  row,
  sn,
  supplierA,
  supplierB,
  supplierUserA,
  useSerialWorld,
  warehouse,
} from './serials.test-support';

/*
 * Binding files and who may bind what (issue 19): a supplier user's file reaches its own
 * suppliers' codes only, containers take codes only from the container station's people, and
 * a server that stops mid-import leaves nothing half-bound and the file to be run again.
 */
useSerialWorld();

describe('a supplier user’s file', () => {
  it('binds its own supplier’s codes, the supplier going without saying', async () => {
    const carton = sn.carton();
    const products = [sn.product(), sn.product()];
    const job = succeeded(
      await importBindings(
        bindingCsv([
          [products[0]!, 'product', carton, 'carton', pA.productId],
          [products[1]!, 'product', carton, 'carton'],
        ]),
        { token: supplierUserA.token },
      ),
    );
    expect(job.bound).toBe(2);
    expect(await storedCode('carton', carton)).toMatchObject({
      supplier_id: supplierA.id,
      created_by_user_id: supplierUserA.id,
    });
  });

  it('refuses another supplier’s codes as codes that do not exist, and another supplier named', async () => {
    const theirs = await opened(
      'carton',
      sn.carton(),
      { poLineId: lineB },
      { token: qrcUserB.token },
    );
    const before = await bindingRows();
    const job = await importBindings(
      bindingCsv([
        [sn.product(), 'product', theirs.parent.code, 'carton'],
        [sn.product(), 'product', sn.carton(), 'carton', pA.productId, supplierB.code],
      ]),
      { token: supplierUserA.token },
    );
    expect(job.issues.map((issue) => [issue.row, issue.column, issue.message])).toEqual([
      [
        2,
        'Parent code',
        translateError('en', 'serials.codeNotFound', { level: 'carton', code: theirs.parent.code }),
      ],
      [
        3,
        'Supplier code',
        translateError('en', 'serials.importUnknownSupplier', { value: supplierB.code }),
      ],
    ]);
    expect(await bindingRows()).toEqual(before);
    // the job is its uploader's: another user is told it does not exist
    const other = await t.call('GET', `/api/serials/bindings/import/${job.id}`, {
      token: qrcUserB.token,
    });
    expect(other.status).toBe(404);
  });
});

describe('containers', () => {
  const palletLines = (container: string): BindingLine[] => {
    const [pallet, carton] = [sn.pallet(), sn.carton()];
    return [
      [pallet, 'pallet', container, 'container', pA.productId, supplierA.code],
      [carton, 'carton', pallet, 'pallet'],
      [sn.product(), 'product', carton, 'carton'],
    ];
  };

  it('take pallets from the loading warehouse’s file (a container number as printed)', async () => {
    const number = isoNo(510001);
    const container = await opened(
      'container',
      number,
      { containerId: plannedOpen },
      { token: warehouse.token },
    );
    const printed = `${number.slice(0, 4)} ${number.slice(4, 10)}-${number.slice(10)}`;
    const lines = palletLines(printed);
    succeeded(await importBindings(bindingCsv(lines), { token: warehouse.token }));
    const pallet = (await storedCode('pallet', lines[0]![0]!))!;
    expect(pallet).toMatchObject({
      parent_id: container.parent.id,
      up_container_id: container.parent.id,
    });
    const product = (await storedCode('product', lines[2]![0]!))!;
    expect(product).toMatchObject({
      up_pallet_id: pallet.id,
      up_container_id: container.parent.id,
    });
    expect(await row(container.parent.id)).toMatchObject({ child_count: 1 });
  });

  it('refuse a number never opened at the container station, and a user without its permission', async () => {
    const unknown = isoNo(510002);
    const job = await importBindings(bindingCsv(palletLines(unknown)), { token: warehouse.token });
    expect(job.issues.map((issue) => issue.message)).toEqual([
      translateError('en', 'serials.importContainerUnknown', { code: unknown }),
    ]);
    const number = isoNo(510003);
    await opened('container', number, { containerId: plannedOpen }, { token: warehouse.token });
    const binder = await userWithResources(t, 'Binders only', ['serials.read', 'serials.bind']);
    const staff = await importBindings(bindingCsv(palletLines(number)), { token: binder.token });
    expect(staff.issues.map((issue) => [issue.row, issue.message])).toEqual([
      [2, translateError('en', 'serials.importContainerBind')],
    ]);
    // a supplier user finds no container at all (containers are no supplier's)
    const qrc = await importBindings(bindingCsv(palletLines(number)), { token: qrcUserB.token });
    expect(qrc.issues.map((issue) => [issue.row, issue.field])).toEqual([
      [2, 'parentCode'],
      [2, 'supplierCode'],
    ]);
  });
});

describe('a server stopping mid-import', () => {
  it('leaves nothing bound, the job failed "interrupted", and the same file binds when run again', async () => {
    const carton = sn.carton();
    const products = [sn.product(), sn.product(), sn.product()];
    const file = bindingCsv(
      products.map((code, i): BindingLine =>
        i === 0
          ? [code, 'product', carton, 'carton', pA.productId, supplierA.code]
          : [code, 'product', carton, 'carton'],
      ),
    );
    const admin = await t.db.kysely
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const input: BindingImportInput = {
      actor: { userId: admin.id, username: admin.username, clientAddress: '127.0.0.1' },
      scope: { kind: 'allSuppliers' },
      containerBind: true,
    };
    // queued for later, so the app's own worker leaves it: this test is its worker
    const id = await jobRepository.insert(t.db.kysely, {
      kind: BINDING_IMPORT_JOB,
      createdBy: admin.id,
      at: new Date().toISOString(),
      inputName: 'interrupted.csv',
      input,
      file,
      runAfter: '2999-01-01T00:00:00.000Z',
    });
    await t.db.kysely
      .updateTable('jobs')
      .set({
        run_after: null,
        status: 'running',
        worker_id: 'doomed',
        lease_token: 'doomed',
        attempts: 1,
      })
      .where('id', '=', id)
      .execute();
    const job = await t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const deps: AppDeps = { db: t.db, config: t.config, clock: () => new Date() };
    const lease = new JobLease(deps, job, t.app.log, 3_600_000);
    let boundInside = 0;
    const killed = runBindingImport({
      deps,
      job,
      progress: lease.progress,
      // the process dies once every row is written, before the transaction commits
      commit: (scope, work) =>
        lease.commit(scope, async (trx) => {
          await work(trx);
          const rows = await trx
            .selectFrom('serial_codes')
            .select('id')
            .where('code', 'in', products)
            .where('parent_id', 'is not', null)
            .execute();
          boundInside = rows.length;
          throw new Error('killed');
        }),
    });
    await expect(killed).rejects.toThrow('killed');
    lease.stop();
    expect(boundInside).toBe(3);
    expect(await storedCode('carton', carton)).toBeUndefined();
    for (const code of products) expect(await storedCode('product', code)).toBeUndefined();

    // the restart: a job left running by the previous process is failed "interrupted"
    expect(await jobRepository.failRunning(t.db.kysely, new Date().toISOString())).toBe(1);
    expect(await readBindingJob(id)).toMatchObject({
      status: 'failed',
      rerunnable: true,
      error: translateError('en', 'job.interrupted'),
      bound: null,
    });
    expect(succeeded(await importBindings(file))).toMatchObject({ bound: 3, created: 4 });
    expect(await storedCode('carton', carton)).toMatchObject({ child_count: 3 });
  });
});
