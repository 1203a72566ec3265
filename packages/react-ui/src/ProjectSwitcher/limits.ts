import type { Schemas } from '@postify/sdk';
import { LIMITS } from '@postify/sdk/schemas';

/** The plan's project limits as `GET /projects/limits` answers them. */
export type ProjectLimits = Schemas['ProjectLimits'];

/** Whether another project may be created: the server's answer, else the count against the maximum (5 by default, 0 unlimited). */
export function canCreateAnotherProject(
  limits: Partial<ProjectLimits> | null | undefined,
  projectCount: number,
): boolean {
  if (typeof limits?.canCreateProject === 'boolean') return limits.canCreateProject;
  const max = limits?.maxProjects ?? LIMITS.defaultMaxProjects;
  return max === 0 || (limits?.currentProjects ?? projectCount) < max;
}

/** The maximum the plan allows (0 is unlimited), 5 when it does not say. */
export function maxProjectsOf(limits: Partial<ProjectLimits> | null | undefined): number {
  return limits?.maxProjects ?? LIMITS.defaultMaxProjects;
}
