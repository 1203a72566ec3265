import { useCreateProject, useCurrentProject, useProjectLimits, useUpdateProject } from '@postify/hooks';
import { ProjectSwitcher, type ProjectSwitcherProps } from './ProjectSwitcher';

export type ConnectedProjectSwitcherProps = Pick<
  ProjectSwitcherProps,
  'onEdit' | 'onManageMembers' | 'onInvite' | 'onSetDefault' | 'onDelete' | 'toastQueue' | 'messages'
>;

/**
 * `ProjectSwitcher` on `useCurrentProject`, `useProjectLimits`, `useCreateProject` and `useUpdateProject` of
 * `@postify/hooks`.
 */
export function ConnectedProjectSwitcher(props: ConnectedProjectSwitcherProps) {
  const current = useCurrentProject();
  const limits = useProjectLimits();
  const create = useCreateProject();
  const update = useUpdateProject();
  return (
    <ProjectSwitcher
      {...props}
      projects={current.projects ?? []}
      currentProjectId={current.currentProjectId}
      onSelect={(id) => void current.switchProject(id)}
      onCreate={async (input) => {
        await create.mutateAsync(input);
      }}
      onUpdate={async (project, input) => {
        await update.mutateAsync({ id: project.id, ...input });
      }}
      limits={limits.data ?? null}
      isLoading={current.isLoading}
      hasError={current.errorMessage !== null}
      messages={
        current.errorMessage ? { loadError: current.errorMessage, ...props.messages } : props.messages
      }
    />
  );
}
