import { parseScenario, type Scenario } from '../engine/scenario';
import declinedThenApproved from './declined-then-approved.json';
import dailyLimitCrossed from './daily-limit-crossed.json';
import dayOfCardSpending from './day-of-card-spending.json';
import fullCardApplication from './full-card-application.json';
import monthEndStatement from './month-end-statement.json';
import paysafeApprovalExpires from './paysafe-approval-expires.json';
import physicalCardDelivery from './physical-card-delivery.json';
import withdrawalFails from './withdrawal-fails.json';

/** The built-in scenarios by file name (without .json); each is checked against the scenario format on load. */
const raw: Record<string, unknown> = {
  'day-of-card-spending': dayOfCardSpending,
  'declined-then-approved': declinedThenApproved,
  'paysafe-approval-expires': paysafeApprovalExpires,
  'withdrawal-fails': withdrawalFails,
  'month-end-statement': monthEndStatement,
  'full-card-application': fullCardApplication,
  'physical-card-delivery': physicalCardDelivery,
  'daily-limit-crossed': dailyLimitCrossed,
};

export const SCENARIO_IDS = Object.keys(raw);

export function builtInScenario(id: string): Scenario | undefined {
  const value = raw[id];
  return value === undefined ? undefined : parseScenario(value, `simulator/scenarios/${id}.json`);
}

export function builtInScenarios(): { id: string; scenario: Scenario }[] {
  return SCENARIO_IDS.map((id) => ({ id, scenario: builtInScenario(id) as Scenario }));
}
