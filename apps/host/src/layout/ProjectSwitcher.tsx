import {
  useCreateProject,
  type useCurrentProject,
  useProjectLimits,
  useSetDefaultProject,
} from '@postify/hooks';
import { ProjectSwitcher as ProjectSwitcherView } from '@postify/react-ui/ProjectSwitcher';

/** The header's project switcher: the react-ui switcher over the current-project hooks. */
export function ProjectSwitcher({ current }: { current: ReturnType<typeof useCurrentProject> }) {
  const create = useCreateProject();
  const limits = useProjectLimits();
  const setDefault = useSetDefaultProject();
  return (
    <ProjectSwitcherView
      projects={current.projects ?? []}
      currentProjectId={current.currentProjectId}
      onSelect={(id) => void current.switchProject(id)}
      onCreate={async (input) => {
        const project = await create.mutateAsync(input);
        await current.switchProject(project.id);
      }}
      onSetDefault={(project) => setDefault.mutate(project.id)}
      limits={limits.data ?? null}
      isLoading={current.isLoading}
      hasError={Boolean(current.error)}
    />
  );
}
