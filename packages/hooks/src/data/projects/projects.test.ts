import { createMemoryProjectIdStore, createMemoryTokenStore, PostifyApiError } from '@postify/sdk';
import { can } from '@postify/sdk/rules';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInUser, testClient, wrapperFor } from '../../../test/support.js';
import { fallbackProject, restoredProjectId } from './selection.js';
import { useCurrentProject } from './useCurrentProject.js';
import { useCreateInvite, useProjectInvites, useProjectMembers, useRevokeInvite } from './useMembers.js';
import {
  useCreateProject,
  useDeleteProject,
  useSetDefaultProject,
  useUpdateProject,
} from './useProjectMutations.js';
import { useProjectLimits } from './useProjects.js';

const description = 'Projeto criado pelos testes dos hooks.';

function useProjectScreen() {
  return {
    current: useCurrentProject(),
    limits: useProjectLimits(),
    members: useProjectMembers(),
    invites: useProjectInvites(),
    create: useCreateProject(),
    update: useUpdateProject(),
    remove: useDeleteProject(),
    setDefault: useSetDefaultProject(),
  };
}

async function renderScreen(user: Awaited<ReturnType<typeof signedInUser>>) {
  const view = renderHook(useProjectScreen, { wrapper: wrapperFor(user.client) });
  await waitFor(() => expect(view.result.current.current.currentProject).not.toBeNull());
  return view;
}

describe('current project (account spec, section 4)', () => {
  it('fetches the list on load and, with nothing saved, selects the default project and saves its id', async () => {
    const user = await signedInUser('proj-default');
    const { result } = await renderScreen(user);
    expect(user.log.count('GET /projects')).toBe(1);
    expect(result.current.current.currentProject?.name).toBe('Meu Projeto');
    expect(result.current.current.currentProject?.isDefault).toBe(true);
    expect(user.projectIdStore.get()).toBe(result.current.current.currentProjectId);
  });

  it('restores a saved id once the list loads', async () => {
    const user = await signedInUser('proj-restore');
    const second = await user.client.POST('/projects', { body: { name: 'Segundo', description } });
    const secondId = second.data?.id ?? '';
    user.projectIdStore.set(secondId);
    const { result } = await renderScreen(user);
    expect(result.current.current.currentProject?.name).toBe('Segundo');
    expect(user.projectIdStore.get()).toBe(secondId);
  });

  it('falls back to the default project when the saved id is no longer listed', async () => {
    const user = await signedInUser('proj-stale');
    user.projectIdStore.set('00000000-0000-4000-8000-000000000000');
    const { result } = await renderScreen(user);
    expect(result.current.current.currentProject?.isDefault).toBe(true);
  });

  it('chooses the default, else the first, else none', () => {
    const a = { id: 'a', isDefault: false };
    const b = { id: 'b', isDefault: true };
    expect(fallbackProject([a, b])).toBe(b);
    expect(fallbackProject([a])).toBe(a);
    expect(fallbackProject([])).toBeNull();
    expect(restoredProjectId([a, b], 'a')).toBe('a');
    expect(restoredProjectId([a, b], 'gone')).toBe('b');
    expect(restoredProjectId([], 'gone')).toBeNull();
  });

  it('switches by fetching the project and making it current and saved', async () => {
    const user = await signedInUser('proj-switch');
    const { result } = await renderScreen(user);
    const other = await user.client.POST('/projects', { body: { name: 'Outro', description } });
    const otherId = other.data?.id ?? '';
    expect(await act(() => result.current.current.switchProject(otherId))).toBe(true);
    await waitFor(() => expect(result.current.current.currentProject?.name).toBe('Outro'));
    expect(user.log.count(`GET /projects/${otherId}`)).toBe(1);
    expect(user.projectIdStore.get()).toBe(otherId);

    expect(
      await act(() => result.current.current.switchProject('00000000-0000-4000-8000-000000000000')),
    ).toBe(false);
    await waitFor(() => expect(result.current.current.switchErrorMessage).toBe('Erro ao trocar projeto'));
    expect(result.current.current.switchError?.status).toBe(404);
    // A failed switch is not a failed list: the switcher keeps working on the current project.
    expect(result.current.current).toMatchObject({
      error: null,
      errorMessage: null,
      currentProjectId: otherId,
    });
  });

  it('creates a project into the list without changing the selection, and re-fetches the limits', async () => {
    const user = await signedInUser('proj-create');
    const { result } = await renderScreen(user);
    await waitFor(() => expect(result.current.limits.data?.currentProjects).toBe(1));
    const selected = result.current.current.currentProjectId;
    await act(() => result.current.create.mutateAsync({ name: 'Campanha 2026', description }));
    await waitFor(() => expect(result.current.limits.data?.currentProjects).toBe(2));
    expect(result.current.current.projects?.map((p) => p.name)).toEqual(['Meu Projeto', 'Campanha 2026']);
    expect(result.current.current.currentProjectId).toBe(selected);
    expect(user.log.count('GET /projects/limits')).toBe(2);
    expect(user.log.count('GET /projects')).toBe(1);
  });

  it('refuses an invalid project with "Erro ao criar projeto" and the typed field message', async () => {
    const user = await signedInUser('proj-invalid');
    const { result } = await renderScreen(user);
    await act(() => result.current.create.mutateAsync({ name: 'ab', description }).catch(() => undefined));
    await waitFor(() => expect(result.current.create.errorMessage).toBe('Erro ao criar projeto'));
    expect(result.current.create.error).toBeInstanceOf(PostifyApiError);
    expect(result.current.create.error?.fieldMessage('name')).toBe('Nome deve ter pelo menos 3 caracteres');
  });

  it('updates a project in the list and as the current project', async () => {
    const user = await signedInUser('proj-update');
    const { result } = await renderScreen(user);
    const id = result.current.current.currentProjectId ?? '';
    await act(() => result.current.update.mutateAsync({ id, name: 'Renomeado', description }));
    await waitFor(() => expect(result.current.current.currentProject?.name).toBe('Renomeado'));
    expect(result.current.current.projects?.find((p) => p.id === id)?.name).toBe('Renomeado');
    expect(user.log.count('GET /projects')).toBe(1);
  });

  it('marks only the chosen project as default', async () => {
    const user = await signedInUser('proj-setdefault');
    const { result } = await renderScreen(user);
    await act(() => result.current.create.mutateAsync({ name: 'Novo Padrao', description }));
    const created = result.current.current.projects?.find((p) => p.name === 'Novo Padrao');
    await act(() => result.current.setDefault.mutateAsync(created?.id ?? ''));
    await waitFor(() =>
      expect(result.current.current.projects?.filter((p) => p.isDefault).map((p) => p.name)).toEqual([
        'Novo Padrao',
      ]),
    );
  });

  it('deleting the current project falls back to the default, then to none (members and invites cleared); a new one is then selected', async () => {
    const user = await signedInUser('proj-delete');
    const { result } = await renderScreen(user);
    const defaultId = result.current.current.currentProjectId ?? '';
    await act(() => result.current.create.mutateAsync({ name: 'Temporario', description }));
    const temporary = result.current.current.projects?.find((p) => p.name === 'Temporario')?.id ?? '';
    await act(() => result.current.current.switchProject(temporary));
    await waitFor(() => expect(result.current.members.data?.length).toBe(1));
    await waitFor(() => expect(result.current.limits.data?.currentProjects).toBe(2));

    await act(() => result.current.remove.mutateAsync(temporary));
    await waitFor(() => expect(result.current.current.currentProjectId).toBe(defaultId));
    await waitFor(() => expect(result.current.limits.data?.currentProjects).toBe(1));
    expect(result.current.current.projects?.map((p) => p.id)).toEqual([defaultId]);

    await waitFor(() => expect(result.current.invites.data).toEqual([]));
    await act(() => result.current.remove.mutateAsync(defaultId));
    await waitFor(() => expect(result.current.current.currentProject).toBeNull());
    expect(result.current.current.currentProjectId).toBeNull();
    expect(user.projectIdStore.get()).toBeNull();
    expect(result.current.members.data).toBeUndefined();
    expect(result.current.invites.data).toBeUndefined();

    await act(() => result.current.create.mutateAsync({ name: 'Recomeco', description }));
    await waitFor(() => expect(result.current.current.currentProject?.name).toBe('Recomeco'));
  });

  it('shows "Erro ao carregar projetos" when the list cannot load (the session cannot be refreshed)', async () => {
    const { client } = testClient({
      tokenStore: createMemoryTokenStore({ user: {}, accessToken: 'invalido', refreshToken: 'invalido' }),
      projectIdStore: createMemoryProjectIdStore(),
    });
    const { result } = renderHook(() => useCurrentProject(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.errorMessage).toBe('Erro ao carregar projetos'));
    expect(result.current.error?.status).toBe(401);
    expect(result.current.switchErrorMessage).toBeNull();
  });
});

describe('members, invites and roles', () => {
  it('lists the owner, invites someone and revokes the invite', async () => {
    const user = await signedInUser('proj-members');
    const { result } = await renderScreen(user);
    await waitFor(() => expect(result.current.members.data?.map((m) => m.role)).toEqual(['OWNER']));
    expect(can(result.current.current.currentProject?.userRole, 'manageMembers')).toBe(true);
    const invites = renderHook(
      () => ({ list: useProjectInvites(), create: useCreateInvite(), revoke: useRevokeInvite() }),
      {
        wrapper: wrapperFor(user.client),
      },
    );
    await waitFor(() => expect(invites.result.current.list.data).toEqual([]));
    await act(() =>
      invites.result.current.create.mutateAsync({ email: 'convidada@exemplo.com', role: 'EDITOR' }),
    );
    await waitFor(() =>
      expect(invites.result.current.list.data?.map((i) => [i.email, i.status])).toEqual([
        ['convidada@exemplo.com', 'PENDING'],
      ]),
    );
    const inviteId = invites.result.current.list.data?.[0]?.id ?? '';
    await act(() => invites.result.current.revoke.mutateAsync(inviteId));
    await waitFor(() => expect(invites.result.current.list.data?.[0]?.status).toBe('REVOKED'));
    expect(user.log.count(`GET /projects/${result.current.current.currentProjectId}/invites`)).toBe(2);
  });
});
