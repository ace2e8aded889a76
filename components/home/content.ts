import type { IconName } from './icons';

/** The home's content, the same in both designs (copy in the Home catalogue namespace). */
export const homeServices = ['systems', 'integration', 'cloud', 'support'] as const satisfies readonly IconName[];
export const homeSolutions = ['erp', 'commerce', 'insights'] as const satisfies readonly IconName[];
export const homeStats = ['clients', 'uptime', 'years'] as const;

export type HomeService = (typeof homeServices)[number];
export type HomeSolution = (typeof homeSolutions)[number];
