/** What other features use of this one: the rest of its folder is its own. */
export { carfaxCalls, reportPath } from './api/scope';
export type { Scope } from './api/scope';
