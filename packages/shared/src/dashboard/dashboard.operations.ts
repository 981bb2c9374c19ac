import { defineOperation } from '../http/operation';
import { homeSummaryResponse } from './dashboard.contract';

/**
 * The home dashboard. Any signed-in user may ask: the answer holds only the cards the
 * caller's resources allow, each counted in the caller's supplier scope.
 */
export const dashboardOperations = {
  homeSummary: defineOperation({
    method: 'GET',
    path: '/home/summary',
    access: 'signedIn',
    summary: "The home dashboard's figures for the caller (cards by their resources, scoped)",
    tags: ['dashboard'],
    answer: homeSummaryResponse,
    scope: 'supplier',
  }),
};
