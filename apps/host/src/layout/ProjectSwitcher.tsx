import {
  useCreateProject,
  type useCurrentProject,
  useProjectLimits,
  useSetDefaultProject,
  useUpdateProject,
} from '@postify/hooks';
import { type Project, ProjectSwitcher as ProjectSwitcherView } from '@postify/react-ui/ProjectSwitcher';
import { lazy, Suspense, useState } from 'react';
import type { ProjectAction } from './project/ProjectActionDialogs';

const ProjectActionDialogs = lazy(() => import('./project/ProjectActionDialogs'));

/** The header's project switcher: the react-ui switcher over the current-project hooks, and its actions' dialogs. */
export function ProjectSwitcher({ current }: { current: ReturnType<typeof useCurrentProject> }) {
  const create = useCreateProject();
  const limits = useProjectLimits();
  const setDefault = useSetDefaultProject();
  const update = useUpdateProject();
  const [open, setOpen] = useState<{ action: ProjectAction; project: Project } | null>(null);
  const opener = (action: ProjectAction) => (project: Project) => setOpen({ action, project });
  return (
    <>
      <ProjectSwitcherView
        projects={current.projects ?? []}
        currentProjectId={current.currentProjectId}
        onSelect={(id) => void current.switchProject(id)}
        onCreate={async (input) => {
          const project = await create.mutateAsync(input);
          await current.switchProject(project.id);
        }}
        onUpdate={async (project, input) => {
          await update.mutateAsync({ id: project.id, ...input });
        }}
        onSetDefault={(project) => setDefault.mutate(project.id)}
        onManageMembers={opener('members')}
        onInvite={opener('invite')}
        onDelete={opener('delete')}
        limits={limits.data ?? null}
        isLoading={current.isLoading}
        hasError={Boolean(current.error)}
      />
      {open ? (
        <Suspense fallback={null}>
          <ProjectActionDialogs action={open.action} project={open.project} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
