// Before the load: through the API, as the administrator and the demo users would — the
// soak's own accounts (planners, sign-in accounts, accounts that get wrong passwords), every
// token the workers use, a PO line per planner and the supplier lines to date.
import type { PlannableLineItem, PlanLineItem } from '@lading/shared';
import type { Client } from './client';
import { dataOf } from './client';
import { ADMIN_PASSWORD } from './server';

export const SOAK_PASSWORD = 'soak-pass-1';
const DEMO_PASSWORD = 'demo1234';

export interface PlannerSetup {
  token: string;
  /** Two drafts a save alternates between: the same PO line, one or two packages. */
  drafts: [unknown, unknown];
}

export interface SoakSetup {
  scm: string;
  viewer: string;
  suppliers: { token: string; lineIds: number[]; readyDate: string }[];
  planners: PlannerSetup[];
  /** Accounts that sign in and out again (never the ones the workers' tokens belong to). */
  signInAccounts: string[];
  /** Accounts that only ever get wrong passwords (they lock; that is expected). */
  wrongPasswordAccounts: string[];
}

interface Page<T> {
  total: number;
  list: T[];
}

async function signIn(client: Client, username: string, password: string): Promise<string> {
  const answer = await client.request({
    method: 'POST',
    path: '/api/admin/login',
    json: { username, password },
  });
  return dataOf<{ token: string }>(answer, `sign in ${username}`).token;
}

async function register(
  client: Client,
  admin: string,
  username: string,
  groupId: number,
): Promise<void> {
  const answer = await client.request({
    method: 'POST',
    path: '/api/admin/register',
    token: admin,
    json: { username, password: SOAK_PASSWORD, nickname: `Soak ${username}`, groupId },
  });
  dataOf(answer, `register ${username}`);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function prepareSoak(
  client: Client,
  counts: { planners: number; signInAccounts: number; wrongPasswordAccounts: number },
): Promise<SoakSetup> {
  const admin = await signIn(client, 'admin', ADMIN_PASSWORD);
  const groups = dataOf<{ id: number; name: string }[]>(
    await client.request({ method: 'GET', path: '/api/role/listAll', token: admin }),
    'groups',
  );
  const groupId = (name: string) => groups.find((group) => group.name === name)!.id;
  const names = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
  const plannerNames = names('soakplan', counts.planners);
  const signInAccounts = names('soaksign', counts.signInAccounts);
  const wrongPasswordAccounts = names('soakbad', counts.wrongPasswordAccounts);
  for (const name of plannerNames) await register(client, admin, name, groupId('1-SCM'));
  for (const name of [...signInAccounts, ...wrongPasswordAccounts]) {
    await register(client, admin, name, groupId('2-View'));
  }

  const scm = await signIn(client, 'scm', DEMO_PASSWORD);
  const viewer = await signIn(client, 'viewer', DEMO_PASSWORD);

  // one open PO line per planner, two packages of it free to plan
  const open = dataOf<Page<PlannableLineItem>>(
    await client.request({
      method: 'GET',
      path: '/api/planning/open-lines?pageNum=1&pageSize=1000',
      token: scm,
    }),
    'open lines',
  ).list.filter((line) => line.plannableQty >= 2 * line.piecesPerPackage);
  if (open.length < counts.planners) {
    throw new Error(`only ${open.length} open lines for ${counts.planners} planners`);
  }
  const planners: PlannerSetup[] = [];
  for (const [i, name] of plannerNames.entries()) {
    const line = open[i]!;
    const draft = (packages: number) => ({
      containers: [
        {
          containerType: '40HQ',
          loadingPointId: line.loadingPointId,
          destinationCountry: line.destinationCountry,
          notes: `soak ${name}`,
          lines: [{ poLineId: line.poLineId, qty: packages * line.piecesPerPackage }],
        },
      ],
    });
    planners.push({
      token: await signIn(client, name, SOAK_PASSWORD),
      drafts: [draft(1), draft(2)],
    });
  }

  // the demo's released plans: sup001 and sup002 date their own lines
  const readyDate = isoDay(new Date(Date.now() + 21 * 86_400_000));
  const suppliers: SoakSetup['suppliers'] = [];
  for (const username of ['sup001', 'sup002']) {
    const token = await signIn(client, username, DEMO_PASSWORD);
    const lines = dataOf<Page<PlanLineItem>>(
      await client.request({
        method: 'GET',
        path: '/api/my-shipping-plan?pageNum=1&pageSize=100',
        token,
      }),
      `${username} plan lines`,
    ).list;
    if (!lines.length) throw new Error(`${username} has no plan lines in the demo`);
    suppliers.push({ token, lineIds: lines.map((line) => line.id), readyDate });
  }
  return { scm, viewer, suppliers, planners, signInAccounts, wrongPasswordAccounts };
}
