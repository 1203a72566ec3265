import {
  useCreateProject,
  useCurrentProject,
  useProjectLimits,
  useSetDefaultProject,
  useUpdateProject,
} from '@postify/hooks';
import { LIMITS } from '@postify/sdk/schemas';
import { lazy, Suspense, useState } from 'react';
import { useCopy } from '../i18n/useCopy';
import { errorToast, showToast, type ToastContent } from '../ToastRegion/toastQueue';
import type { ProjectAction } from './ConnectedProjectActions';
import { projectSwitcherMessages } from './messages';
import { type Project, ProjectSwitcher, type ProjectSwitcherProps } from './ProjectSwitcher';

// Pure: an app that imports only the presentational switcher drops the dialogs' chunk with this line.
const ConnectedProjectActions = /* @__PURE__ */ lazy(() => import('./ConnectedProjectActions'));

export interface ConnectedProjectSwitcherProps
  extends Pick<
    ProjectSwitcherProps,
    'onEdit' | 'onManageMembers' | 'onInvite' | 'onSetDefault' | 'onDelete' | 'toastQueue' | 'messages'
  > {
  /**
   * Runs after the current project was deleted and another (or none) became current. By default the page
   * reloads after 500 ms (`LIMITS.reloadDelayMs`, once 'Projeto excluído' is on screen), so no screen keeps
   * a draft, a selection or an open folder of the project that is gone.
   */
  onCurrentProjectDeleted?: () => void;
}

/** The account spec's forced reload, 500 ms after the event that calls for it. */
function reloadSoon() {
  setTimeout(() => window.location.reload(), LIMITS.reloadDelayMs);
}

/**
 * `ProjectSwitcher` on the project hooks of `@postify/hooks`: a created project becomes current only when
 * none is, a failed switch toasts 'Erro ao trocar projeto' and a failed 'Definir como padrão' 'Erro ao
 * definir projeto padrão'; 'Gerenciar membros' (roles and removal), 'Convidar membros' and 'Excluir projeto'
 * work out of the box (the members list with its pending invites, the invite form and the delete
 * confirmation); pass a handler to replace one with a UI of your own.
 */
export function ConnectedProjectSwitcher({
  onCurrentProjectDeleted = reloadSoon,
  ...props
}: ConnectedProjectSwitcherProps) {
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
  const copy = useCopy('projectSwitcher', projectSwitcherMessages, props.messages);
  const { toastQueue } = props;
  const toast = (content: ToastContent) => showToast(content, toastQueue ? { queue: toastQueue } : {});
  return (
    <>
      <ProjectSwitcher
        onManageMembers={opener('members')}
        onInvite={opener('invite')}
        onDelete={opener('delete')}
        onSetDefault={(project) =>
          setDefault.mutate(project.id, {
            onError: (error) => toast(errorToast(error, { title: copy.setDefaultError })),
          })
        }
        {...props}
        projects={current.projects ?? []}
        currentProjectId={current.currentProjectId}
        onSelect={(id) =>
          void current.switchProject(id).then((switched) => {
            if (!switched) toast({ title: copy.switchError, tone: 'danger' });
          })
        }
        // The spec's rule: a new project is selected only when none is (useCreateProject does it).
        onCreate={async (input) => {
          await create.mutateAsync(input);
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
            onCurrentProjectDeleted={onCurrentProjectDeleted}
            messages={copy}
          />
        </Suspense>
      ) : null}
    </>
  );
}
