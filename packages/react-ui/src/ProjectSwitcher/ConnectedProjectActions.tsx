import {
  useCreateInvite,
  useCurrentProjectId,
  useCurrentUser,
  useDeleteProject,
  useProjectInvites,
  useProjectMembers,
  useRemoveMember,
  useRevokeInvite,
  useUpdateMemberRole,
} from '@postify/hooks';
import { formatMessage } from '../i18n/format';
import { errorToast, type ToastContent } from '../ToastRegion/toastQueue';
import type { ProjectSwitcherMessages } from './messages';
import { DeleteProjectDialog, InviteMemberDialog, ProjectMembersDialog } from './ProjectActionDialogs';
import type { Project } from './ProjectSwitcher';

/** The current project's actions whose dialogs `ConnectedProjectSwitcher` opens itself. */
export type ProjectAction = 'members' | 'invite' | 'delete';

/** Which dialog to show for which project, and where its toasts and copy come from. */
export interface ConnectedProjectActionsProps {
  action: ProjectAction;
  project: Project;
  onClose: () => void;
  toast: (content: ToastContent) => void;
  /** Runs after the deleted project was the current one. */
  onCurrentProjectDeleted?: () => void;
  messages: ProjectSwitcherMessages;
}

/**
 * The members, invite and delete dialogs on `@postify/hooks`. Loaded when the user first opens one of them,
 * so a screen with the switcher does not pay for them up front.
 */
export default function ConnectedProjectActions({ action, ...props }: ConnectedProjectActionsProps) {
  if (action === 'delete') return <ConnectedDelete {...props} />;
  if (action === 'invite') return <ConnectedInvite {...props} />;
  return <ConnectedMembers {...props} />;
}

type DialogProps = Omit<ConnectedProjectActionsProps, 'action'>;

function ConnectedMembers({ project, onClose, toast, messages }: DialogProps) {
  const members = useProjectMembers(project.id);
  const invites = useProjectInvites(project.id);
  const remove = useRemoveMember(project.id);
  const revoke = useRevokeInvite(project.id);
  const changeRole = useUpdateMemberRole(project.id);
  const me = useCurrentUser();
  const pendingId = remove.isPending
    ? remove.variables
    : changeRole.isPending
      ? changeRole.variables.memberId
      : revoke.isPending
        ? revoke.variables
        : null;
  return (
    <ProjectMembersDialog
      project={project}
      onClose={onClose}
      members={members.data}
      invites={invites.data}
      isLoading={members.isPending}
      loadError={members.errorMessage}
      removeError={remove.errorMessage}
      onRemoveMember={async (member) => {
        changeRole.reset();
        await remove.mutateAsync(member.id);
      }}
      onRevokeInvite={(invite) => revoke.mutate(invite.id)}
      onChangeRole={(member, role) => {
        remove.reset();
        changeRole.mutate(
          { memberId: member.id, role },
          {
            onSuccess: () =>
              toast({
                title: formatMessage(messages.roleChanged, {
                  name: member.name,
                  role: messages[`role${role}`],
                }),
                tone: 'success',
              }),
          },
        );
      }}
      roleError={changeRole.errorMessage}
      currentUserId={me.data?.id ?? null}
      pendingId={pendingId}
      messages={messages}
    />
  );
}

function ConnectedInvite({ project, onClose, toast, messages }: DialogProps) {
  const invite = useCreateInvite(project.id);
  return (
    <InviteMemberDialog
      project={project}
      onClose={onClose}
      onInvite={async (input) => {
        await invite.mutateAsync(input);
        toast({ title: formatMessage(messages.inviteSent, { email: input.email }), tone: 'success' });
      }}
      isPending={invite.isPending}
      errorMessage={invite.errorMessage}
      messages={messages}
    />
  );
}

function ConnectedDelete({ project, onClose, toast, onCurrentProjectDeleted, messages }: DialogProps) {
  const remove = useDeleteProject();
  const currentId = useCurrentProjectId();
  return (
    <DeleteProjectDialog
      project={project}
      onClose={onClose}
      onDelete={async ({ id }) => {
        await remove.mutateAsync(id);
        toast({ title: messages.deleted, tone: 'success' });
        if (id === currentId) onCurrentProjectDeleted?.();
      }}
      onError={(error) => toast(errorToast(error, { title: messages.deleteError }))}
      messages={messages}
    />
  );
}
