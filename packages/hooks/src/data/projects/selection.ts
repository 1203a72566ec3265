import type { Schemas } from '@postify/sdk';

/** The project chosen when none is selected: the default one, else the first, else none. */
export function fallbackProject<P extends Pick<Schemas['Project'], 'id' | 'isDefault'>>(
  projects: readonly P[],
): P | null {
  return projects.find((project) => project.isDefault) ?? projects[0] ?? null;
}

/** The project to make current once the list loads: the saved one when it is still listed, else the fallback. */
export function restoredProjectId(
  projects: readonly Pick<Schemas['Project'], 'id' | 'isDefault'>[],
  savedId: string | null,
): string | null {
  if (savedId && projects.some((project) => project.id === savedId)) return savedId;
  return fallbackProject(projects)?.id ?? null;
}
