import { useCreateProject, useCurrentProject, useProjectLimits } from '@postify/hooks';
import { ProjectSwitcher, type ProjectSwitcherProps } from './ProjectSwitcher';

export type ConnectedProjectSwitcherProps = Pick<
  ProjectSwitcherProps,
  'onEdit' | 'onManageMembers' | 'onInvite' | 'onSetDefault' | 'onDelete' | 'toastQueue' | 'messages'
>;

/** `ProjectSwitcher` on `useCurrentProject`, `useProjectLimits` and `useCreateProject` of `@postify/hooks`. */
export function ConnectedProjectSwitcher(props: ConnectedProjectSwitcherProps) {
  const current = useCurrentProject();
  const limits = useProjectLimits();
  const create = useCreateProject();
  return (
    <ProjectSwitcher
      {...props}
      projects={current.projects ?? []}
      currentProjectId={current.currentProjectId}
      onSelect={(id) => void current.switchProject(id)}
      onCreate={async (input) => {
        await create.mutateAsync(input);
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
