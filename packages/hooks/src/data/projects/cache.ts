import type { Schemas } from '@postify/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { postifyKeys } from '../core/keys.js';

type Project = Schemas['Project'];

/** Applies `update` to the cached project list, when one is cached. */
export function updateProjectList(queryClient: QueryClient, update: (projects: Project[]) => Project[]) {
  queryClient.setQueryData<Project[]>(postifyKeys.projects.list(), (old) => (old ? update(old) : old));
}

/** Replaces one project in the list (adding it when the list did not know it yet) and in its detail entry. */
export function replaceProject(queryClient: QueryClient, project: Project) {
  updateProjectList(queryClient, (projects) =>
    projects.some((p) => p.id === project.id)
      ? projects.map((p) => (p.id === project.id ? project : p))
      : [...projects, project],
  );
  queryClient.setQueryData(postifyKeys.projects.detail(project.id), project);
}
