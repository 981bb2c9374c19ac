import type { ContainerStatus } from '@lading/shared';
import type { Updateable } from 'kysely';
import type { ContainerTable } from '../../db/schema';
import type { ScopedActor } from '../../platform/auth/actor';
import type { FieldChange } from './tracking-changes';
import type { TrackedContainerRow } from './tracking.repository';

/** A container change that passed every rule, ready to write (tracking-write). */
export interface PlannedChange {
  row: TrackedContainerRow;
  values: Updateable<ContainerTable>;
  changes: FieldChange[];
  status: ContainerStatus;
}

/** Who writes: a signed-in user (never the system) with their scope. */
export type TrackingActor = ScopedActor & { userId: number };
