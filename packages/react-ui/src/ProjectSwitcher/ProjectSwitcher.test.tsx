import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createToastQueue } from '../ToastRegion/toastQueue';
import { renderThemed } from '../test/render';
import { fullLimits, limits, projects } from './fixtures';
import { canCreateAnotherProject } from './limits';
import { ProjectSwitcher, type ProjectSwitcherProps } from './ProjectSwitcher';

function setup(overrides: Partial<ProjectSwitcherProps> = {}) {
  const queue = createToastQueue();
  const onCreate = vi.fn(async () => {});
  const onSelect = vi.fn();
  const props: ProjectSwitcherProps = {
    projects,
    currentProjectId: projects[0]?.id ?? null,
    limits,
    onSelect,
    onCreate,
    toastQueue: queue,
    ...overrides,
  };
  return { queue, onCreate, onSelect, props };
}

const toastTitles = (queue: ReturnType<typeof createToastQueue>) =>
  queue.visibleToasts.map((toast) => toast.content.title);

async function openCreateDialog() {
  const trigger = page.getByRole('button', { name: 'Criar Novo Projeto' }).element();
  if (!(trigger instanceof HTMLElement)) throw new Error('no trigger');
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('dialog', { name: 'Criar Novo Projeto' })).toBeVisible();
}

describe('ProjectSwitcher create dialog', () => {
  it('validates name and description with the spec messages before creating', async () => {
    const { props, onCreate, queue } = setup();
    await renderThemed(<ProjectSwitcher {...props} />);
    await openCreateDialog();
    const name = page.getByRole('textbox', { name: 'Nome do projeto' });
    const description = page.getByRole('textbox', { name: 'Descrição' });
    await expect.element(name).toHaveFocus();

    await userEvent.keyboard('{Tab}{Tab}{Tab}{Enter}');
    await expect.element(page.getByText('Nome do projeto é obrigatório')).toBeVisible();
    await expect.element(page.getByText('Descrição é obrigatória')).toBeVisible();
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('ab');
    await description.fill('curta');
    await page.getByRole('button', { name: 'Criar Projeto' }).click();
    await expect.element(page.getByText('Nome deve ter pelo menos 3 caracteres')).toBeVisible();
    await expect.element(page.getByText('Descrição deve ter pelo menos 10 caracteres')).toBeVisible();

    await name.fill('Projeto #1');
    await page.getByRole('button', { name: 'Criar Projeto' }).click();
    await expect
      .element(page.getByText('Nome pode conter apenas letras, números, espaços, hífens e underscores'))
      .toBeVisible();

    await name.fill('x'.repeat(101));
    await description.fill('y'.repeat(501));
    await page.getByRole('button', { name: 'Criar Projeto' }).click();
    await expect.element(page.getByText('Nome deve ter no máximo 100 caracteres')).toBeVisible();
    await expect.element(page.getByText('Descrição deve ter no máximo 500 caracteres')).toBeVisible();
    expect(onCreate).not.toHaveBeenCalled();

    await name.fill('  Campanha_Verão-2027 ');
    await description.fill(' Posts da campanha de verão ');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Campanha_Verão-2027',
      description: 'Posts da campanha de verão',
    });
    expect(toastTitles(queue)).toEqual(['Projeto criado com sucesso!']);
  });

  it('keeps the dialog open and shows the error toast with the server message when creation fails', async () => {
    const { props, queue } = setup({
      onCreate: vi.fn(async () => {
        throw new Error('Já existe um projeto com esse nome');
      }),
    });
    await renderThemed(<ProjectSwitcher {...props} />);
    await openCreateDialog();
    await userEvent.keyboard('Agência Aurora{Tab}Projeto principal{Tab}{Tab}{Enter}');
    await vi.waitFor(() => expect(toastTitles(queue)).toEqual(['❌ Erro ao criar projeto']));
    expect(queue.visibleToasts[0]?.content.description).toBe('Já existe um projeto com esse nome');
    await expect.element(page.getByRole('dialog', { name: 'Criar Novo Projeto' })).toBeVisible();
  });

  it('shows the limit instead of the form when the plan allows no more projects', async () => {
    const { props } = setup({ limits: fullLimits });
    await renderThemed(<ProjectSwitcher {...props} />);
    await openCreateDialog();
    await expect.element(page.getByText('Você atingiu o limite de 5 projetos do seu plano.')).toBeVisible();
    await expect.element(page.getByRole('textbox')).not.toBeInTheDocument();
  });

  it('switches project from the keyboard', async () => {
    const { props, onSelect } = setup();
    await renderThemed(<ProjectSwitcher {...props} />);
    const trigger = page.getByRole('button', { name: /Projeto atual/ }).element();
    if (!(trigger instanceof HTMLElement)) throw new Error('no trigger');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(projects[1]?.id);
  });
});

describe('ProjectSwitcher edit dialog', () => {
  async function openEditDialog() {
    await page.getByRole('button', { name: 'Ações do projeto' }).click();
    await page.getByRole('menuitem', { name: 'Editar projeto' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Editar projeto' })).toBeVisible();
  }

  it('starts from the project, checks the creation rules and saves the trimmed values', async () => {
    const onUpdate = vi.fn(async () => {});
    const { props, queue } = setup({ onUpdate });
    const [current] = projects;
    await renderThemed(<ProjectSwitcher {...props} />);
    await openEditDialog();
    const name = page.getByRole('textbox', { name: 'Nome do projeto' });
    await expect.element(name).toHaveValue(current?.name ?? '');
    await expect
      .element(page.getByRole('textbox', { name: 'Descrição' }))
      .toHaveValue(current?.description ?? '');
    await expect.element(name).toHaveFocus();

    await name.fill('ab');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.element(page.getByText('Nome deve ter pelo menos 3 caracteres')).toBeVisible();
    expect(onUpdate).not.toHaveBeenCalled();

    await name.fill('  Agência Norte ');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onUpdate).toHaveBeenCalledWith(current, {
      name: 'Agência Norte',
      description: current?.description,
    });
    expect(toastTitles(queue)).toEqual(['Projeto atualizado com sucesso!']);
  });

  it('keeps the dialog and what was typed when the save fails, with the server message', async () => {
    const { props, queue } = setup({
      onUpdate: vi.fn(async () => {
        throw new Error('Já existe um projeto com esse nome');
      }),
    });
    await renderThemed(<ProjectSwitcher {...props} />);
    await openEditDialog();
    const name = page.getByRole('textbox', { name: 'Nome do projeto' });
    await name.fill('Agência Aurora Sul');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await vi.waitFor(() => expect(toastTitles(queue)).toEqual(['Erro ao atualizar projeto']));
    expect(queue.visibleToasts[0]?.content.description).toBe('Já existe um projeto com esse nome');
    await expect.element(name).toHaveValue('Agência Aurora Sul');
  });

  it("leaves 'Editar projeto' to the partner's own UI when onEdit is given", async () => {
    const onEdit = vi.fn();
    const { props } = setup({ onEdit, onUpdate: vi.fn(async () => {}) });
    await renderThemed(<ProjectSwitcher {...props} />);
    await page.getByRole('button', { name: 'Ações do projeto' }).click();
    await page.getByRole('menuitem', { name: 'Editar projeto' }).click();
    expect(onEdit).toHaveBeenCalledWith(projects[0]);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('project rules', () => {
  it('falls back to 5 projects when the plan does not say, and 0 means unlimited', () => {
    expect(canCreateAnotherProject(null, 4)).toBe(true);
    expect(canCreateAnotherProject(null, 5)).toBe(false);
    expect(canCreateAnotherProject({ maxProjects: 0 }, 50)).toBe(true);
    expect(canCreateAnotherProject({ canCreateProject: false, maxProjects: 0 }, 1)).toBe(false);
  });
});
