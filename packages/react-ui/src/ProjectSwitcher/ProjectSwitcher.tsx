import type { Schemas } from '@postify/sdk';
import { can } from '@postify/sdk/rules';
import { useState } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Menu, MenuItem } from '../Menu/Menu';
import { Select, SelectItem } from '../Select/Select';
import { Icon } from '../shared/Icon';
import { errorToast, showToast, type ToastContent } from '../ToastRegion/toastQueue';
import { canCreateAnotherProject, maxProjectsOf, type ProjectLimits } from './limits';
import { type ProjectSwitcherMessages, projectSwitcherMessages } from './messages';
import { CreateProjectDialog, EditProjectDialog, type NewProjectInput } from './ProjectDialogs';
import * as styles from './ProjectSwitcher.css';

/** A project as the switcher lists it. */
export type Project = Schemas['Project'];

export interface ProjectSwitcherProps {
  projects: readonly Project[];
  currentProjectId: string | null;
  onSelect: (projectId: string) => void;
  /** Creates a project; the switcher shows 'Projeto criado com sucesso!' or '❌ Erro ao criar projeto'. */
  onCreate: (input: NewProjectInput) => Promise<void>;
  /** The plan's limits; without them the default maximum of 5 applies. */
  limits?: Partial<ProjectLimits> | null;
  isLoading?: boolean;
  /** Shows 'Erro ao carregar projetos'. */
  hasError?: boolean;
  /**
   * Saves the current project's name and description from the switcher's 'Editar projeto' dialog, which
   * then shows 'Projeto atualizado com sucesso!' or 'Erro ao atualizar projeto'.
   */
  onUpdate?: (project: Project, input: NewProjectInput) => Promise<void>;
  /**
   * Role-aware actions on the current project: each shows only when given and allowed by the role.
   * `onEdit` opens a UI of your own for 'Editar projeto'; without it, `onUpdate` opens the switcher's dialog.
   */
  onEdit?: (project: Project) => void;
  onManageMembers?: (project: Project) => void;
  onInvite?: (project: Project) => void;
  onSetDefault?: (project: Project) => void;
  onDelete?: (project: Project) => void;
  /** Where the toasts go; the shared queue shown by `ToastRegion` by default. */
  toastQueue?: ToastQueue<ToastContent>;
  messages?: Partial<ProjectSwitcherMessages>;
}

/**
 * The header's project switcher: the current project in a select, the actions the user's role allows,
 * and 'Criar Novo Projeto' with its dialog and the plan's limit.
 */
export function ProjectSwitcher({
  projects,
  currentProjectId,
  onSelect,
  onCreate,
  limits,
  isLoading,
  hasError,
  onUpdate,
  onEdit,
  onManageMembers,
  onInvite,
  onSetDefault,
  onDelete,
  toastQueue,
  messages,
}: ProjectSwitcherProps) {
  const copy = useCopy('projectSwitcher', projectSwitcherMessages, messages);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const current = projects.find((project) => project.id === currentProjectId) ?? null;
  const role = current?.userRole;
  const max = maxProjectsOf(limits);
  const count = limits?.currentProjects ?? projects.length;
  const toast = (content: ToastContent) => showToast(content, toastQueue ? { queue: toastQueue } : {});

  const actions = current
    ? [
        {
          id: 'edit',
          label: copy.editProject,
          run: onEdit ?? (onUpdate && setEditing),
          allowed: can(role, 'edit'),
        },
        {
          id: 'members',
          label: copy.manageMembers,
          run: onManageMembers,
          allowed: can(role, 'manageMembers'),
        },
        { id: 'invite', label: copy.inviteMembers, run: onInvite, allowed: can(role, 'inviteMembers') },
        {
          id: 'default',
          label: copy.setDefault,
          run: current.isDefault ? undefined : onSetDefault,
          allowed: true,
        },
        { id: 'delete', label: copy.deleteProject, run: onDelete, allowed: can(role, 'delete') },
      ].filter((action) => action.run && action.allowed)
    : [];

  return (
    <div className={styles.root}>
      <Select
        className={styles.select}
        label={copy.label}
        items={projects}
        placeholder={isLoading ? copy.loading : projects.length === 0 ? copy.noProjects : copy.placeholder}
        isDisabled={isLoading || projects.length === 0}
        selectedKey={current?.id ?? null}
        onSelectionChange={(key) => {
          if (typeof key === 'string' && key !== currentProjectId) onSelect(key);
        }}
      >
        {(project) => (
          <SelectItem id={project.id} textValue={project.name}>
            <span className={styles.option}>
              <span className={styles.optionName}>{project.name}</span>
              {project.isDefault ? <Badge tone="primary">{copy.defaultProject}</Badge> : null}
              <span className={styles.meta}>
                {copy[`role${project.userRole}`]} ·{' '}
                {formatMessage(copy.members, { count: project.memberCount })}
              </span>
            </span>
          </SelectItem>
        )}
      </Select>
      {actions.length > 0 && current ? (
        <Menu
          aria-label={copy.projectActions}
          onAction={(key) => actions.find((a) => a.id === key)?.run?.(current)}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} tone={action.id === 'delete' ? 'danger' : 'default'}>
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
      <Button variant="secondary" onPress={() => setCreating(true)} isDisabled={isLoading}>
        <Icon name="plus" />
        {copy.createProject}
      </Button>
      {hasError ? (
        <p role="alert" className={styles.error}>
          {copy.loadError}
        </p>
      ) : (
        <p className={styles.limit}>
          {max === 0
            ? formatMessage(copy.limitUnlimited, { current: count })
            : formatMessage(copy.limitUsage, { current: count, max })}
        </p>
      )}
      <CreateProjectDialog
        isOpen={creating}
        onOpenChange={setCreating}
        onCreate={onCreate}
        canCreate={canCreateAnotherProject(limits, projects.length)}
        maxProjects={max}
        onSuccess={() => toast({ title: copy.created, tone: 'success' })}
        onError={(error) => toast(errorToast(error, { title: copy.createError }))}
        messages={copy}
      />
      {onUpdate ? (
        <EditProjectDialog
          project={editing}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing) await onUpdate(editing, input);
          }}
          onSuccess={() => toast({ title: copy.updated, tone: 'success' })}
          onError={(error) => toast(errorToast(error, { title: copy.updateError }))}
          messages={copy}
        />
      ) : null}
    </div>
  );
}
