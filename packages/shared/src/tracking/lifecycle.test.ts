import { describe, expect, it } from 'vitest';
import {
  checkMilestones,
  statusChange,
  statusOfMilestones,
  type MilestoneField,
  type MilestoneState,
} from './lifecycle';

const TODAY = '2026-05-10';
const unshipped: MilestoneState = {
  status: 'Unshipped',
  containerNo: null,
  etd: '2026-05-20',
  eta: '2026-06-25',
  atd: null,
  ata: null,
  loadingDate: null,
  receivingDate: null,
  blExpressDate: null,
};
const changed = (...fields: MilestoneField[]) => new Set(fields);

describe('statusOfMilestones', () => {
  it('moves forward to the furthest milestone given, never back', () => {
    expect(statusOfMilestones({ ...unshipped, loadingDate: '2026-05-01' })).toBe('Loading');
    expect(statusOfMilestones({ ...unshipped, atd: '2026-05-02' })).toBe('Shipped');
    expect(statusOfMilestones({ ...unshipped, status: 'Arrived', ata: null })).toBe('Arrived');
    expect(statusOfMilestones({ ...unshipped, status: 'Cancelled', atd: '2026-05-02' })).toBe(
      'Cancelled',
    );
  });
});

describe('statusChange', () => {
  it('loads today by default and ships with a container no.', () => {
    const loading = statusChange(unshipped, 'Loading', undefined, TODAY);
    expect(loading).toMatchObject({ after: { status: 'Loading', loadingDate: TODAY } });
    const shipped = statusChange(
      { ...unshipped, containerNo: 'MSKU1234567' },
      'Shipped',
      '2026-05-09',
      TODAY,
    );
    expect(shipped).toMatchObject({ after: { status: 'Shipped', atd: '2026-05-09' } });
  });
  it('refuses what the lifecycle forbids', () => {
    expect(statusChange(unshipped, 'Shipped', undefined, TODAY)).toMatchObject({
      key: 'tracking.containerNoRequired',
    });
    const shipped = {
      ...unshipped,
      status: 'Shipped',
      containerNo: 'C1',
      atd: '2026-05-05',
    } as const;
    expect(statusChange(shipped, 'Arrived', '2026-05-04', TODAY)).toMatchObject({
      key: 'tracking.ataBeforeAtd',
      params: { date: '2026-05-04', other: '2026-05-05' },
    });
    expect(statusChange(shipped, 'Arrived', '2026-05-11', TODAY)).toMatchObject({
      key: 'tracking.ataInFuture',
    });
    expect(statusChange(shipped, 'Loading', undefined, TODAY)).toMatchObject({
      key: 'tracking.statusBackward',
    });
    expect(statusChange(shipped, 'Cancelled', undefined, TODAY)).toMatchObject({
      key: 'tracking.cancelOnlyUnshipped',
    });
    expect(statusChange(shipped, 'Shipped', undefined, TODAY)).toMatchObject({
      key: 'tracking.alreadyInStatus',
    });
    expect(statusChange(unshipped, 'Received', undefined, TODAY)).toMatchObject({
      key: 'tracking.containerNoRequired',
    });
    expect(
      statusChange({ ...unshipped, containerNo: 'C1' }, 'Arrived', undefined, TODAY),
    ).toMatchObject({
      key: 'tracking.atdRequired',
    });
  });
  it('cancels an Unshipped container only', () => {
    expect(statusChange(unshipped, 'Cancelled', undefined, TODAY)).toMatchObject({
      after: { status: 'Cancelled' },
    });
  });
});

describe('checkMilestones', () => {
  it('lets estimates be in the future, holds only the changed fields to the rules', () => {
    const after = { ...unshipped, etd: '2027-01-01', eta: '2027-02-01' };
    expect(checkMilestones(unshipped, after, changed('etd', 'eta'), TODAY)).toBeNull();
    const odd = { ...unshipped, eta: '2026-05-01' };
    expect(
      checkMilestones(
        odd,
        { ...odd, blExpressDate: '2026-05-01' },
        changed('blExpressDate'),
        TODAY,
      ),
    ).toBeNull();
    expect(checkMilestones(odd, odd, changed('eta'), TODAY)).toMatchObject({
      key: 'tracking.etaBeforeEtd',
    });
  });
  it('keeps the dates a status stands on', () => {
    const received = {
      ...unshipped,
      status: 'Received',
      containerNo: 'C1',
      atd: '2026-04-01',
      ata: '2026-05-01',
      receivingDate: '2026-05-03',
    } as const;
    expect(
      checkMilestones(
        received,
        { ...received, receivingDate: null },
        changed('receivingDate'),
        TODAY,
      ),
    ).toMatchObject({ key: 'tracking.receivingDateRequired', params: { status: 'Received' } });
    expect(
      checkMilestones(received, { ...received, containerNo: '' }, changed('containerNo'), TODAY),
    ).toMatchObject({ key: 'tracking.containerNoRequired' });
  });
});
