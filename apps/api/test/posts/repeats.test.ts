import type { Schemas } from '@postify/sdk';
import { scheduleOccurrences, toScheduleRequest } from '@postify/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandSchedules } from '../../src/posts/occurrences.js';
import { createUser, type TestServer } from '../support/server.js';
import {
  formOf,
  images,
  linkAccount,
  pngBytes,
  scheduleFields,
  sendForm,
  startPostsServer,
} from './support.js';

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

describe('repeats keep the wall-clock time in the project time zone', () => {
  // The daylight-saving cases of the expansion itself are tested in @postify/sdk (rules/repeat.test.ts).
  it("expands a daily repeat in the project's time zone, across its spring-forward change", () => {
    // 2026-03-08 02:00 EST → 03:00 EDT: 09:00 in New York is 14:00Z before and 13:00Z after.
    const at = new Date('2026-03-07T14:00:00.000Z');
    const occurrences = expandSchedules(
      [{ field: 's0', at, repeatType: 1, repeatNumber: 2, isActive: true, accountIds: ['a'] }],
      'America/New_York',
    );
    expect(occurrences.map((o) => o.at.toISOString())).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
  });

  it('expands repeatNumber occurrences for every chosen account, and one without repeat', () => {
    const at = new Date('2026-12-01T12:00:00.000Z');
    const occurrences = expandSchedules(
      [
        { field: 's0', at, repeatType: 7, repeatNumber: 3, isActive: true, accountIds: ['a', 'b', 'a'] },
        { field: 's1', at, repeatType: 0, repeatNumber: 0, isActive: false, accountIds: ['a'] },
      ],
      'America/Sao_Paulo',
    );
    expect(occurrences.map((o) => `${o.accountId}@${o.at.toISOString().slice(0, 10)}:${o.isActive}`)).toEqual(
      [
        'a@2026-12-01:true',
        'b@2026-12-01:true',
        'a@2026-12-08:true',
        'b@2026-12-08:true',
        'a@2026-12-15:true',
        'b@2026-12-15:true',
        'a@2026-12-01:false',
      ],
    );
  });
});

describe("the API stores the occurrences the composer previews, in the project's time zone", () => {
  it('agrees with the SDK rule for a project in New York across its spring-forward change', async () => {
    const user = await createUser(t, 'fuso@exemplo.com');
    const account = await linkAccount(t, user.projectId, 'Instagram', 'fuso.insta');
    // No project can choose its zone through the contract yet: set it in the database.
    await t.db
      .updateTable('projects')
      .set({ time_zone: 'America/New_York' })
      .where('id', '=', user.projectId)
      .execute();
    const project = await t.call<Schemas['Project']>('GET', `/projects/${user.projectId}`, {
      token: user.token,
    });
    const { timeZone } = project.body.data;
    expect(timeZone).toBe('America/New_York');

    // What a user types in the composer: 09:00 daily from 2027-03-13; New York moves its clocks on the 14th.
    const item = {
      id: 's0',
      date: '2027-03-13',
      time: '09:00',
      socialMediaAccountIds: [account.id],
      repeatType: 1,
      repeatNumber: 3,
    };
    const request = toScheduleRequest(item, timeZone);
    const answer = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Bom dia, Nova York',
          ...scheduleFields([
            { at: request.schedule, accounts: request.socialMediaAccountIds, repeatType: 1, repeatNumber: 3 },
          ]),
        },
        images(1, pngBytes()),
      ),
      { token: user.token, projectId: user.projectId },
    );
    expect(answer.status).toBe(201);
    const stored = answer.body.data.schedules.map((s) => s.scheduledAt);
    expect(stored).toEqual(scheduleOccurrences(item, timeZone).map((at) => at.toISOString()));
    expect(stored).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
    ]);
  });
});
