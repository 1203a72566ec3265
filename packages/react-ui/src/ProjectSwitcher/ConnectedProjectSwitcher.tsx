import {
  useCreateProject,
  useCurrentProject,
  useProjectLimits,
  useSetDefaultProject,
  useUpdateProject,
} from '@postify/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import { showToast, type ToastContent } from '../ToastRegion/toastQueue';
import type { ProjectAction } from './ConnectedProjectActions';
import { projectSwitcherMessages } from './messages';
import { type Project, ProjectSwitcher, type ProjectSwitcherProps } from './ProjectSwitcher';

// Pure: an app that imports only the presentational switcher drops the dialogs' chunk with this line.
const ConnectedProjectActions = /* @__PURE__ */ lazy(() => import('./ConnectedProjectActions'));

export type ConnectedProjectSwitcherProps = Pick<
  ProjectSwitcherProps,
  'onEdit' | 'onManageMembers' | 'onInvite' | 'onSetDefault' | 'onDelete' | 'toastQueue' | 'messages'
>;

/**
 * `ProjectSwitcher` on the project hooks of `@postify/hooks`: a created project becomes current, and
 * 'Gerenciar membros', 'Convidar membros', 'Definir como padrão' and 'Excluir projeto' work out of the box
 * (the members list with its pending invites, the invite form and the delete confirmation); pass a handler
 * to replace one with a UI of your own.
 */
export function ConnectedProjectSwitcher(props: ConnectedProjectSwitcherProps) {
  const current = useCurrentProject();
  const limits = useProjectLimits();
  const create = useCreateProject();
  const update = useUpdateProject();
  const setDefault = useSetDefaultProject();
  const [open, setOpen] = useState<{ action: ProjectAction; project: Project } | null>(null);
  const opener = (action: ProjectAction) => (project: Project) => setOpen({ action, project });
  const messages = current.errorMessage
    ? { loadError: current.errorMessage, ...props.messages }
    : props.messages;
  const copy = useMemo(() => ({ ...projectSwitcherMessages, ...props.messages }), [props.messages]);
  const { toastQueue } = props;
  const toast = (content: ToastContent) => showToast(content, toastQueue ? { queue: toastQueue } : {});
  return (
    <>
      <ProjectSwitcher
        onManageMembers={opener('members')}
        onInvite={opener('invite')}
        onDelete={opener('delete')}
        onSetDefault={(project) => setDefault.mutate(project.id)}
        {...props}
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
        limits={limits.data ?? null}
        isLoading={current.isLoading}
        hasError={current.errorMessage !== null}
        messages={messages}
      />
      {open ? (
        <Suspense fallback={null}>
          <ConnectedProjectActions
            action={open.action}
            project={open.project}
            onClose={() => setOpen(null)}
            toast={toast}
            messages={copy}
          />
        </Suspense>
      ) : null}
    </>
  );
}
