import { Button } from '@postify/react-ui/Button';
import { Modal } from '@postify/react-ui/Modal';
import { Select, SelectItem } from '@postify/react-ui/Select';
import { TextArea } from '@postify/react-ui/TextArea';
import { TextField } from '@postify/react-ui/TextField';
import { showToast } from '@postify/react-ui/ToastRegion';
import { errorMessage, type Schemas } from '@postify/sdk';
import { projectSchema, validate } from '@postify/sdk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useConsoleClient } from '../app/ConsoleProviders';
import { consoleKeys, projectsQuery } from '../pages/console/data';
import * as page from './layout.css';

/** The current project of the console and how to change it. */
export interface ProjectSelection {
  projects: Schemas['Project'][];
  current: string | null;
  /** False until the project list answered (or failed) and a current project was settled. */
  ready: boolean;
  switchTo: (id: string) => void;
}

/**
 * The spec's current-project rule: the list is fetched on load; without a stored project that is still in
 * the list, the default project, or else the first, becomes current and is stored. TEMPORARY in the host
 * until @postify/hooks ships its current-project hook.
 */
export function useProjectSelection(): ProjectSelection {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQuery(client));
  const store = client.projectIdStore;
  const [current, setCurrent] = useState<string | null>(() => store?.get() ?? null);
  const list = projects.data ?? [];
  const settled = list.some((project) => project.id === current);

  useEffect(() => {
    if (projects.isError) showToast({ title: 'Erro ao carregar projetos', tone: 'danger' });
  }, [projects.isError]);

  useEffect(() => {
    if (settled) return;
    const chosen = list.find((project) => project.isDefault) ?? list[0];
    if (!chosen) return;
    store?.set(chosen.id);
    setCurrent(chosen.id);
  }, [list, settled, store]);

  const switchTo = (id: string) => {
    if (id === current) return;
    store?.set(id);
    setCurrent(id);
    // Everything the console shows belongs to the current project.
    void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
  };
  return {
    projects: list,
    current,
    ready: settled || projects.isError || (projects.isSuccess && list.length === 0),
    switchTo,
  };
}

/** The header's project switcher and its 'Criar Novo Projeto' dialog (TEMPORARY, see useProjectSelection). */
export function ProjectSwitcher({ selection }: { selection: ProjectSelection }) {
  const [creating, setCreating] = useState(false);
  return (
    <div className={page.row}>
      <Select
        aria-label="Projeto atual"
        items={selection.projects}
        selectedKey={selection.current}
        onSelectionChange={(key) => key !== null && selection.switchTo(String(key))}
      >
        {(project) => <SelectItem id={project.id}>{project.name}</SelectItem>}
      </Select>
      <Button variant="secondary" size="sm" onPress={() => setCreating(true)}>
        Criar Novo Projeto
      </Button>
      {creating ? (
        <CreateProjectDialog onClose={() => setCreating(false)} onCreated={selection.switchTo} />
      ) : null}
    </div>
  );
}

function CreateProjectDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ name: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: async (body: { name: string; description: string }) => {
      const { data } = await client.POST('/projects', { body });
      if (!data) throw new Error('Erro ao criar projeto');
      return data;
    },
    onSuccess: async (project) => {
      showToast({ title: 'Projeto criado com sucesso!', tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: consoleKeys.projects() });
      onCreated(project.id);
      onClose();
    },
    onError: (error) =>
      showToast({ title: '❌ Erro ao criar projeto', description: errorMessage(error), tone: 'danger' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(projectSchema, form);
    setErrors(result.errors);
    if (result.success) create.mutate(result.data);
  };
  return (
    <Modal title="Criar Novo Projeto" isOpen onOpenChange={(open) => !open && onClose()}>
      <form className={page.stack} onSubmit={submit} noValidate>
        <TextField
          label="Nome do projeto"
          value={form.name}
          onChange={(name) => setForm((current) => ({ ...current, name }))}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <TextArea
          label="Descrição"
          value={form.description}
          onChange={(description) => setForm((current) => ({ ...current, description }))}
          isInvalid={Boolean(errors.description)}
          errorMessage={errors.description}
        />
        <Button type="submit" isLoading={create.isPending}>
          Criar projeto
        </Button>
      </form>
    </Modal>
  );
}
