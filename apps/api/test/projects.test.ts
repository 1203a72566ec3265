import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTrialSubscription } from '../src/billing/subscriptions.js';
import type { OperationContext } from '../src/openapi/operations.js';
import { requireProject } from '../src/projects/access.js';
import { addMember } from '../src/projects/membership.js';
import {
  codeIn,
  createUser,
  lastMail,
  startTestServer,
  type TestServer,
  testPassword,
} from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const validProject = { name: 'Cafeteria Aroma', description: 'Conteúdo semanal da cafeteria no Instagram.' };

/** An owner with a project holding one member of each other role. */
async function team(prefix: string) {
  const owner = await createUser(t, `${prefix}-owner@exemplo.com`, 'Dona');
  const admin = await createUser(t, `${prefix}-admin@exemplo.com`, 'Admin');
  const editor = await createUser(t, `${prefix}-editor@exemplo.com`, 'Editora');
  const viewer = await createUser(t, `${prefix}-viewer@exemplo.com`, 'Leitor');
  const projectId = owner.projectId;
  await addMember(t.db, projectId, admin.user.id, 'ADMIN');
  await addMember(t.db, projectId, editor.user.id, 'EDITOR');
  await addMember(t.db, projectId, viewer.user.id, 'VIEWER');
  const memberId = async (userId: string) =>
    (
      await t.db
        .selectFrom('project_members')
        .select('id')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).id;
  return { owner, admin, editor, viewer, projectId, memberId };
}

describe('projects', () => {
  it('lists the projects with role, default flag and member count', async () => {
    const { owner, editor, projectId } = await team('list');
    const mine = await t.call<Schemas['ProjectList']>('GET', '/projects', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.projects).toEqual([
      expect.objectContaining({
        id: projectId,
        userRole: 'OWNER',
        isDefault: true,
        memberCount: 4,
        name: 'Meu Projeto',
      }),
    ]);
    const theirs = await t.call<Schemas['ProjectList']>('GET', '/projects', { token: editor.token });
    const shared = theirs.body.data.projects.find((p) => p.id === projectId);
    expect(shared).toMatchObject({ userRole: 'EDITOR', isDefault: false });
    expect((await t.call('GET', '/projects')).status).toBe(401);
  });

  it('creates a project owned by its creator', async () => {
    const user = await createUser(t, 'creator@exemplo.com');
    const created = await t.call<Schemas['Project']>('POST', '/projects', {
      token: user.token,
      body: validProject,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      ...validProject,
      userRole: 'OWNER',
      memberCount: 1,
      isDefault: false,
      // Every project follows the default zone until projects can choose theirs.
      timeZone: 'America/Sao_Paulo',
    });
    const read = await t.call<Schemas['Project']>('GET', `/projects/${created.body.data.id}`, {
      token: user.token,
    });
    expect(read.body.data.id).toBe(created.body.data.id);
  });

  it('refuses invalid project forms with the spec messages', async () => {
    const user = await createUser(t, 'form@exemplo.com');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', description: validProject.description }, 'name', 'Nome do projeto é obrigatório'],
      [
        { name: 'ab', description: validProject.description },
        'name',
        'Nome deve ter pelo menos 3 caracteres',
      ],
      [
        { name: 'x'.repeat(101), description: validProject.description },
        'name',
        'Nome deve ter no máximo 100 caracteres',
      ],
      [
        { name: 'Loja #1!', description: validProject.description },
        'name',
        'Nome pode conter apenas letras, números, espaços, hífens e underscores',
      ],
      [{ name: 'Loja', description: '' }, 'description', 'Descrição é obrigatória'],
      [{ name: 'Loja', description: 'curta' }, 'description', 'Descrição deve ter pelo menos 10 caracteres'],
      [
        { name: 'Loja', description: 'x'.repeat(501) },
        'description',
        'Descrição deve ter no máximo 500 caracteres',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await t.call('POST', '/projects', { token: user.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toContainEqual({ field, message });
    }
  });

  it('enforces the plan limit: 5 owned projects without a plan, unlimited on Premier', async () => {
    const user = await createUser(t, 'limits@exemplo.com');
    for (let i = 2; i <= 5; i++) {
      const answer = await t.call('POST', '/projects', {
        token: user.token,
        body: { ...validProject, name: `Projeto ${i}` },
      });
      expect(answer.status).toBe(201);
    }
    const limits = await t.call<Schemas['ProjectLimits']>('GET', '/projects/limits', { token: user.token });
    expect(limits.body.data).toEqual({
      canCreateProject: false,
      currentProjects: 5,
      maxProjects: 5,
      maxAccountsPerProject: 5,
    });
    const sixth = await t.call('POST', '/projects', {
      token: user.token,
      body: { ...validProject, name: 'Projeto 6' },
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Você atingiu o limite de projetos do seu plano',
    });

    const premier = await t.db
      .selectFrom('plans')
      .selectAll()
      .where('name', '=', 'Premier')
      .executeTakeFirstOrThrow();
    await startTrialSubscription(t.db, user.user.id, premier, 'MONTHLY', 'sandbox');
    const unlimited = await t.call<Schemas['ProjectLimits']>('GET', '/projects/limits', {
      token: user.token,
    });
    expect(unlimited.body.data).toEqual({
      canCreateProject: true,
      currentProjects: 5,
      maxProjects: 0,
      maxAccountsPerProject: 20,
    });
    expect(
      (await t.call('POST', '/projects', { token: user.token, body: { ...validProject, name: 'Projeto 6' } }))
        .status,
    ).toBe(201);
  });

  it('keeps exactly one default project per user', async () => {
    const user = await createUser(t, 'default@exemplo.com');
    const other = await t.call<Schemas['Project']>('POST', '/projects', {
      token: user.token,
      body: validProject,
    });
    const set = await t.call<Schemas['Project']>('POST', '/projects/set-default', {
      token: user.token,
      body: { projectId: other.body.data.id },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ id: other.body.data.id, isDefault: true });
    const list = await t.call<Schemas['ProjectList']>('GET', '/projects', { token: user.token });
    expect(list.body.data.projects.filter((p) => p.isDefault).map((p) => p.id)).toEqual([other.body.data.id]);
  });

  it('lets OWNER, ADMIN and EDITOR edit, and not VIEWER', async () => {
    const { owner, admin, editor, viewer, projectId } = await team('edit');
    for (const [who, name] of [
      [owner, 'Editado pela Dona'],
      [admin, 'Editado pelo Admin'],
      [editor, 'Editado pela Editora'],
    ] as const) {
      const answer = await t.call<Schemas['Project']>('PUT', `/projects/${projectId}`, {
        token: who.token,
        body: { name, description: validProject.description },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.name).toBe(name);
    }
    const denied = await t.call('PUT', `/projects/${projectId}`, { token: viewer.token, body: validProject });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const invalid = await t.call('PUT', `/projects/${projectId}`, {
      token: owner.token,
      body: { name: 'ab', description: 'x' },
    });
    expect(invalid.status).toBe(400);
  });

  it("sets the project's time zone, keeps it when absent and refuses an unknown one in pt-BR", async () => {
    const { owner, projectId } = await team('zone');
    const put = (body: Record<string, unknown>) =>
      t.call<Schemas['Project']>('PUT', `/projects/${projectId}`, { token: owner.token, body });
    const set = await put({ ...validProject, timeZone: 'Europe/Lisbon' });
    expect(set.status).toBe(200);
    expect(set.body.data.timeZone).toBe('Europe/Lisbon');
    expect((await put(validProject)).body.data.timeZone).toBe('Europe/Lisbon');
    const unknown = await put({ ...validProject, timeZone: 'Europe/Atlantida' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ field: 'timeZone', message: 'Fuso horário inválido' }]);
    const read = await t.call<Schemas['Project']>('GET', `/projects/${projectId}`, { token: owner.token });
    expect(read.body.data.timeZone).toBe('Europe/Lisbon');
  });

  it('lets only the OWNER delete, and moves the default of every member', async () => {
    const { owner, admin, editor, projectId } = await team('delete');
    await t.call('POST', '/projects/set-default', { token: editor.token, body: { projectId } });
    for (const who of [admin, editor]) {
      expect((await t.call('DELETE', `/projects/${projectId}`, { token: who.token })).status).toBe(403);
    }
    const deleted = await t.call('DELETE', `/projects/${projectId}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', `/projects/${projectId}`, { token: owner.token })).status).toBe(404);
    const editorProjects = await t.call<Schemas['ProjectList']>('GET', '/projects', { token: editor.token });
    expect(editorProjects.body.data.projects).toEqual([
      expect.objectContaining({ id: editor.projectId, isDefault: true }),
    ]);
  });

  it('reads the account limits of a project from its owner plan', async () => {
    const { viewer, projectId, owner } = await team('accounts');
    const pro = await t.db
      .selectFrom('plans')
      .selectAll()
      .where('name', '=', 'Pro')
      .executeTakeFirstOrThrow();
    await startTrialSubscription(t.db, owner.user.id, pro, 'YEARLY', 'sandbox');
    const answer = await t.call<Schemas['AccountLimits']>('GET', `/projects/${projectId}/account-limits`, {
      token: viewer.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      projectId,
      currentAccounts: 0,
      maxAccounts: 15,
      canLinkAccount: true,
    });
  });
});

describe('members', () => {
  it('lists members to every member', async () => {
    const { viewer, projectId } = await team('members');
    const answer = await t.call<Schemas['Member'][]>('GET', `/projects/${projectId}/members`, {
      token: viewer.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((m) => m.role)).toEqual(['OWNER', 'ADMIN', 'EDITOR', 'VIEWER']);
    expect(answer.body.data[0]).toMatchObject({ name: 'Dona', email: 'members-owner@exemplo.com' });
  });

  it('lets OWNER and ADMIN change roles; EDITOR and VIEWER may not', async () => {
    const { owner, admin, editor, viewer, projectId, memberId } = await team('roles');
    const viewerMember = await memberId(viewer.user.id);
    const byAdmin = await t.call<Schemas['Member']>('PUT', `/projects/${projectId}/members/${viewerMember}`, {
      token: admin.token,
      body: { role: 'EDITOR' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ id: viewerMember, userId: viewer.user.id, role: 'EDITOR' });
    expect(
      (
        await t.call('PUT', `/projects/${projectId}/members/${viewerMember}`, {
          token: owner.token,
          body: { role: 'VIEWER' },
        })
      ).status,
    ).toBe(200);
    const byEditor = await t.call('PUT', `/projects/${projectId}/members/${viewerMember}`, {
      token: editor.token,
      body: { role: 'ADMIN' },
    });
    expect(byEditor.status).toBe(403);
    const makeOwner = await t.call('PUT', `/projects/${projectId}/members/${viewerMember}`, {
      token: owner.token,
      body: { role: 'OWNER' },
    });
    expect(makeOwner.status).toBe(400);
    expect(makeOwner.body.code).toBe('VALIDATION_ERROR');
  });

  it('protects the OWNER: the owner can be neither demoted nor removed', async () => {
    const { owner, admin, projectId, memberId } = await team('owner');
    const ownerMember = await memberId(owner.user.id);
    const demote = await t.call('PUT', `/projects/${projectId}/members/${ownerMember}`, {
      token: admin.token,
      body: { role: 'VIEWER' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('CONFLICT');
    const selfDemote = await t.call('PUT', `/projects/${projectId}/members/${ownerMember}`, {
      token: owner.token,
      body: { role: 'ADMIN' },
    });
    expect(selfDemote.status).toBe(409);
    expect(
      (await t.call('DELETE', `/projects/${projectId}/members/${ownerMember}`, { token: owner.token }))
        .status,
    ).toBe(409);
    expect(
      (await t.call('DELETE', `/projects/${projectId}/members/${ownerMember}`, { token: admin.token }))
        .status,
    ).toBe(409);
  });

  it('lets OWNER and ADMIN remove members, and anyone leave', async () => {
    const { admin, editor, viewer, projectId, memberId } = await team('remove');
    expect(
      (
        await t.call('DELETE', `/projects/${projectId}/members/${await memberId(admin.user.id)}`, {
          token: editor.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('DELETE', `/projects/${projectId}/members/${await memberId(editor.user.id)}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('DELETE', `/projects/${projectId}/members/${await memberId(viewer.user.id)}`, {
          token: viewer.token,
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', `/projects/${projectId}`, { token: viewer.token })).status).toBe(404);
    const unknown = await t.call(
      'DELETE',
      `/projects/${projectId}/members/00000000-0000-4000-8000-000000000000`,
      { token: admin.token },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('invites', () => {
  it('invites by e-mail and the invite is accepted at sign-up', async () => {
    const { admin, projectId } = await team('invite');
    const invite = await t.call<Schemas['Invite']>('POST', `/projects/${projectId}/invites`, {
      token: admin.token,
      body: { email: 'Convidada@Exemplo.com', role: 'EDITOR' },
    });
    expect(invite.status).toBe(201);
    expect(invite.body.data).toMatchObject({
      email: 'convidada@exemplo.com',
      role: 'EDITOR',
      status: 'PENDING',
      invitedBy: { id: admin.user.id, name: 'Admin' },
    });
    const days =
      (Date.parse(invite.body.data.expiresAt) - Date.parse(invite.body.data.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);
    expect((await lastMail(t, 'convidada@exemplo.com')).subject).toContain('Meu Projeto');

    const duplicate = await t.call('POST', `/projects/${projectId}/invites`, {
      token: admin.token,
      body: { email: 'convidada@exemplo.com', role: 'VIEWER' },
    });
    expect(duplicate.status).toBe(409);

    const registered = await t.call<Schemas['User']>('POST', '/auth/register', {
      body: {
        name: 'Convidada',
        email: 'convidada@exemplo.com',
        phone: '+55 11 90000-1111',
        password: 'Senha@2026',
        confirmPassword: 'Senha@2026',
      },
    });
    expect(registered.status).toBe(201);
    const membership = await t.db
      .selectFrom('project_members')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('user_id', '=', registered.body.data.id)
      .executeTakeFirst();
    expect(membership?.role).toBe('EDITOR');
    const invites = await t.call<Schemas['Invite'][]>('GET', `/projects/${projectId}/invites`, {
      token: admin.token,
    });
    expect(invites.body.data[0]).toMatchObject({ email: 'convidada@exemplo.com', status: 'ACCEPTED' });
    const already = await t.call('POST', `/projects/${projectId}/invites`, {
      token: admin.token,
      body: { email: 'convidada@exemplo.com', role: 'VIEWER' },
    });
    expect(already.status).toBe(409);
  });

  it('accepts pending invites at sign-in for existing accounts', async () => {
    const { owner, projectId } = await team('signin-invite');
    const guest = await createUser(t, 'guest@exemplo.com');
    await t.call('POST', `/projects/${projectId}/invites`, {
      token: owner.token,
      body: { email: 'guest@exemplo.com', role: 'VIEWER' },
    });
    await t.call('POST', '/auth/login', { body: { email: 'guest@exemplo.com', password: testPassword } });
    const otp = codeIn((await lastMail(t, 'guest@exemplo.com')).text);
    const session = await t.call<Schemas['Session']>('POST', '/auth/validate-login', {
      body: { email: 'guest@exemplo.com', otp },
    });
    expect(session.status).toBe(200);
    const projects = await t.call<Schemas['ProjectList']>('GET', '/projects', { token: guest.token });
    expect(projects.body.data.projects.find((p) => p.id === projectId)?.userRole).toBe('VIEWER');
  });

  it('lets OWNER and ADMIN invite and revoke; EDITOR and VIEWER may not', async () => {
    const { owner, editor, viewer, projectId } = await team('revoke');
    for (const who of [editor, viewer]) {
      const denied = await t.call('POST', `/projects/${projectId}/invites`, {
        token: who.token,
        body: { email: 'x@exemplo.com', role: 'VIEWER' },
      });
      expect(denied.status).toBe(403);
    }
    const invalid = await t.call('POST', `/projects/${projectId}/invites`, {
      token: owner.token,
      body: { email: 'nope', role: 'VIEWER' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toContainEqual({ field: 'email', message: 'Email inválido' });
    const invite = await t.call<Schemas['Invite']>('POST', `/projects/${projectId}/invites`, {
      token: owner.token,
      body: { email: 'revogada@exemplo.com', role: 'ADMIN' },
    });
    expect(
      (
        await t.call('DELETE', `/projects/${projectId}/invites/${invite.body.data.id}`, {
          token: editor.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('DELETE', `/projects/${projectId}/invites/${invite.body.data.id}`, {
          token: owner.token,
        })
      ).status,
    ).toBe(200);
    const list = await t.call<Schemas['Invite'][]>('GET', `/projects/${projectId}/invites`, {
      token: viewer.token,
    });
    expect(list.body.data.find((i) => i.id === invite.body.data.id)?.status).toBe('REVOKED');
    expect(
      (
        await t.call('DELETE', `/projects/${projectId}/invites/${invite.body.data.id}`, {
          token: owner.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('answers 404 to a non-member on every project-scoped operation and changes nothing', async () => {
    const victim = await team('victim');
    const outsider = await createUser(t, 'outsider@exemplo.com');
    const id = victim.projectId;
    const viewerMember = await victim.memberId(victim.viewer.user.id);
    const invite = await t.call<Schemas['Invite']>('POST', `/projects/${id}/invites`, {
      token: victim.owner.token,
      body: { email: 'pendente@exemplo.com', role: 'VIEWER' },
    });
    const before = await t.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const attempts: [string, string, unknown?][] = [
      ['GET', `/projects/${id}`],
      ['PUT', `/projects/${id}`, validProject],
      ['DELETE', `/projects/${id}`],
      ['POST', '/projects/set-default', { projectId: id }],
      ['GET', `/projects/${id}/account-limits`],
      ['GET', `/projects/${id}/members`],
      ['PUT', `/projects/${id}/members/${viewerMember}`, { role: 'ADMIN' }],
      ['DELETE', `/projects/${id}/members/${viewerMember}`],
      ['GET', `/projects/${id}/invites`],
      ['POST', `/projects/${id}/invites`, { email: 'intruso@exemplo.com', role: 'ADMIN' }],
      ['DELETE', `/projects/${id}/invites/${invite.body.data.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await t.call(method, path, { token: outsider.token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    const after = await t.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const members = await t.call<Schemas['Member'][]>('GET', `/projects/${id}/members`, {
      token: victim.owner.token,
    });
    expect(members.body.data).toHaveLength(4);
    expect(members.body.data.find((m) => m.id === viewerMember)?.role).toBe('VIEWER');
    const invites = await t.call<Schemas['Invite'][]>('GET', `/projects/${id}/invites`, {
      token: victim.owner.token,
    });
    expect(invites.body.data.map((i) => [i.email, i.status])).toEqual([['pendente@exemplo.com', 'PENDING']]);
  });

  it('cannot reach another project member or invite through its own project', async () => {
    const victim = await team('cross');
    const attacker = await createUser(t, 'attacker@exemplo.com');
    const viewerMember = await victim.memberId(victim.viewer.user.id);
    const answer = await t.call('PUT', `/projects/${attacker.projectId}/members/${viewerMember}`, {
      token: attacker.token,
      body: { role: 'ADMIN' },
    });
    expect(answer.status).toBe(404);
    const removal = await t.call('DELETE', `/projects/${attacker.projectId}/members/${viewerMember}`, {
      token: attacker.token,
    });
    expect(removal.status).toBe(404);
  });
});

describe('requireProject (for project-scoped handlers of the other parts)', () => {
  const contextFor = (userId: string, headers: Record<string, string>) =>
    ({ user: { userId }, request: { headers }, services: t.server.services }) as unknown as OperationContext;

  it('uses X-Project-ID, falls back to the default project, and hides projects of others', async () => {
    const { owner, editor, projectId } = await team('scope');
    expect((await requireProject(contextFor(editor.user.id, { 'x-project-id': projectId }))).role).toBe(
      'EDITOR',
    );
    expect((await requireProject(contextFor(editor.user.id, {}))).projectId).toBe(editor.projectId);
    const outsider = await createUser(t, 'scope-outsider@exemplo.com');
    await expect(
      requireProject(contextFor(outsider.user.id, { 'x-project-id': projectId })),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    await expect(
      requireProject(contextFor(owner.user.id, { 'x-project-id': 'not-a-uuid' })),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
