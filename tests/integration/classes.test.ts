// Classes end to end on the real server (docs/classes.md): a teacher opens the portal, creates a
// class, a student asks with the code (SPEC §7 class-login), the teacher approves, toggles the
// settings and posts a message; the student's User carries classData and the class page lists
// the roster; classmates appear in the friends list; removal clears everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from './harness';
import { makeUser, type TestUser } from './realtimeHarness';

interface Answer {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  body: { status: string; code?: string; results: any };
}

describe.each(testDatabases)('classes on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());

  const call = async (
    u: TestUser,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<Answer> => {
    const res = await server.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${u.token}` },
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
    return { statusCode: res.statusCode, body: res.json() };
  };

  async function classWithTeacher() {
    const teacher = await makeUser(server.app, server.services, { displayName: 'Ms Rivera' });
    const became = await call(teacher, 'POST', '/classes/teacher');
    expect(became.statusCode).toBe(200);
    expect(became.body.results.user).toMatchObject({ isTeacher: true, accountType: 'teacher' });
    const created = await call(teacher, 'POST', '/classes/sections/create', {
      name: 'Room 12',
      districtName: 'Hill Valley',
    });
    expect(created.statusCode).toBe(200);
    const sectionID = created.body.results.section.sectionID as number;
    expect(sectionID).toBeGreaterThanOrEqual(1_000_000);
    expect(sectionID).toBeLessThanOrEqual(9_999_999);
    return { teacher, sectionID };
  }

  it('a student asks, waits, is approved, and carries the class in their User', async () => {
    const { teacher, sectionID } = await classWithTeacher();
    const student = await makeUser(server.app, server.services);
    const asked = await call(student, 'POST', `/auth/class-login/${sectionID}`, { sectionID });
    expect(asked.statusCode).toBe(200);
    expect(asked.body.results.user).toMatchObject({
      inClass: false,
      sectionID,
      pendingTeacherApproval: true,
      classData: {
        sectionID,
        name: 'Room 12',
        teacherName: 'Ms Rivera',
        districtName: 'Hill Valley',
      },
    });
    const waiting = await call(student, 'GET', '/classes?isMember=1');
    expect(waiting.body.results.class).toMatchObject({ status: 'pending', students: [] });

    const before = await call(teacher, 'GET', `/classes/sections/${sectionID}`);
    expect(before.body.results.section).toMatchObject({ members: 0, pending: 1 });
    expect(before.body.results.students).toEqual([
      expect.objectContaining({ userID: student.userID, status: 'pending' }),
    ]);
    const approved = await call(
      teacher,
      'POST',
      `/classes/sections/${sectionID}/students/${student.userID}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.body.results.section).toMatchObject({ members: 1, pending: 0 });

    const session = await call(student, 'GET', '/auth/session');
    expect(session.body.results.user).toMatchObject({
      inClass: true,
      sectionID,
      pendingTeacherApproval: false,
      accountType: 'student',
    });
    const page = await call(student, 'GET', '/classes?isMember=1');
    expect(page.body.results.class).toMatchObject({
      status: 'member',
      name: 'Room 12',
      teacherName: 'Ms Rivera',
      students: [expect.objectContaining({ userID: student.userID })],
    });
    const list = await call(teacher, 'GET', '/classes/sections');
    expect(list.body.results.sections).toEqual([
      expect.objectContaining({ sectionID, members: 1, pending: 0 }),
    ]);
  }, 60_000);

  it('settings and messages reach every student; classmates are in the friends list', async () => {
    const { teacher, sectionID } = await classWithTeacher();
    const a = await makeUser(server.app, server.services);
    const b = await makeUser(server.app, server.services);
    for (const s of [a, b]) {
      expect(
        (await call(s, 'POST', `/auth/class-login/${sectionID}`, { sectionID })).statusCode,
      ).toBe(200);
      const ok = await call(
        teacher,
        'POST',
        `/classes/sections/${sectionID}/students/${s.userID}/approve`,
      );
      expect(ok.statusCode).toBe(200);
    }
    const set = await call(teacher, 'POST', `/classes/sections/${sectionID}/settings`, {
      disabled: ['chat', 'paid_offers'],
    });
    expect(set.body.results.section.disabledSettings).toEqual(['chat', 'paid_offers']);
    const posted = await call(teacher, 'POST', `/classes/sections/${sectionID}/message`, {
      message: 'Typing test on Friday!',
      days: 3,
    });
    expect(posted.statusCode).toBe(200);
    const now = server.clock.nowSeconds();
    const user = (await call(a, 'GET', '/auth/session')).body.results.user;
    expect(user.disabledClassSettings).toEqual(['chat', 'paid_offers']);
    expect(user.classData.options).toMatchObject({
      chat: false,
      paid_offers: false,
      class_page: true,
    });
    expect(user.classData.message).toEqual({
      messageID: 1,
      text: 'Typing test on Friday!',
      expires: now + 3 * 86_400,
    });
    const seen = await call(a, 'POST', '/classes/message-seen', { messageID: 1 });
    expect(seen.body.results.user.classMessageSeen).toBe(1);
    const future = await call(a, 'POST', '/classes/message-seen', { messageID: 2 });
    expect(future.statusCode).toBe(400);

    const friends = await call(a, 'GET', '/friends');
    const rows = friends.body.results.values as unknown[][];
    const fields = friends.body.results.fields as string[];
    const typeOf = new Map(
      rows.map((r) => [r[fields.indexOf('userID')], r[fields.indexOf('friendType')]]),
    );
    expect(typeOf.get(b.userID)).toBe('classmate');
  }, 60_000);

  it('removing a student clears their class; they cannot ask that teacher again', async () => {
    const { teacher, sectionID } = await classWithTeacher();
    const s = await makeUser(server.app, server.services);
    await call(s, 'POST', `/auth/class-login/${sectionID}`, { sectionID });
    await call(teacher, 'POST', `/classes/sections/${sectionID}/students/${s.userID}/approve`);
    const removed = await call(
      teacher,
      'POST',
      `/classes/sections/${sectionID}/students/${s.userID}/remove`,
    );
    expect(removed.body.results.section).toMatchObject({ members: 0, pending: 0 });
    const user = (await call(s, 'GET', '/auth/session')).body.results.user;
    expect(user).toMatchObject({
      inClass: false,
      sectionID: null,
      classData: null,
      disabledClassSettings: [],
    });
    const again = await call(s, 'POST', `/auth/class-login/${sectionID}`, { sectionID });
    expect(again.statusCode).toBe(403);
    expect(again.body).toMatchObject({ status: 'FAIL', code: 'REMOVED_FROM_CLASS' });
    // Another class is open to them.
    const other = await classWithTeacher();
    const joined = await call(s, 'POST', `/auth/class-login/${other.sectionID}`, {
      sectionID: other.sectionID,
    });
    expect(joined.statusCode).toBe(200);
  }, 60_000);

  it('a student leaves, or withdraws a request; one class at a time', async () => {
    const first = await classWithTeacher();
    const second = await classWithTeacher();
    const s = await makeUser(server.app, server.services);
    await call(s, 'POST', `/auth/class-login/${first.sectionID}`, { sectionID: first.sectionID });
    const twice = await call(s, 'POST', `/auth/class-login/${second.sectionID}`, {
      sectionID: second.sectionID,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.code).toBe('ALREADY_IN_CLASS');
    const left = await call(s, 'POST', '/classes/leave');
    expect(left.body.results.user).toMatchObject({
      pendingTeacherApproval: false,
      sectionID: null,
    });
    expect((await call(s, 'GET', '/classes')).body.results.class).toBeNull();
    expect((await call(s, 'POST', '/classes/leave')).body.code).toBe('NOT_IN_CLASS');
    const now = await call(s, 'POST', `/auth/class-login/${second.sectionID}`, {
      sectionID: second.sectionID,
    });
    expect(now.statusCode).toBe(200);
  }, 60_000);
});
