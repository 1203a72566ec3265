import { PROJECT_HEADER } from '@postify/sdk';
import { useSyncExternalStore } from 'react';
import { usePostifyContext } from './context.js';
import type { ProjectScope } from './keys.js';

/** The `X-Project-ID` header for a project-scoped call, so the key and the request name the same project. */
export function projectHeaders(project: ProjectScope): Record<string, string> {
  return project ? { [PROJECT_HEADER]: project } : {};
}

/** The current project id (re-renders on switches); `null` before one is chosen. */
export function useCurrentProjectId(): ProjectScope {
  const { currentProject } = usePostifyContext();
  return useSyncExternalStore(currentProject.subscribe, currentProject.get, currentProject.get);
}

/** Whether the client holds a session (re-renders on sign-in and sign-out). */
export function useSignedIn(): boolean {
  const { session } = usePostifyContext();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
