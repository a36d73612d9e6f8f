/**
 * One housekeeping run: every task in turn. A task that fails does not keep the others from
 * running; the run then fails as a whole, so the failure shows in the Worker's logs and metrics.
 */
import type { HousekeepingContext } from './task';
import { HOUSEKEEPING_TASKS } from './tasks';

export async function runHousekeeping(context: HousekeepingContext): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  const failures: unknown[] = [];
  for (const task of HOUSEKEEPING_TASKS) {
    try {
      done[task.name] = await task.run(context);
    } catch (error) {
      failures.push(error);
      console.error(`housekeeping: ${task.name} failed`, error);
    }
  }
  console.log('housekeeping', JSON.stringify(done));
  if (failures.length > 0) throw new AggregateError(failures, 'housekeeping: some tasks failed');
  return done;
}
