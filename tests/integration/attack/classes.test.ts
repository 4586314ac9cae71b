// Attacks on classes (docs/classes.md): a student calling teacher routes, a teacher touching
// another's section, forged and odd sectionIDs, one student joining twice at once, a removed
// student acting, huge and odd inputs. Every refusal is the SPEC §8 FAIL envelope, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from '../harness';
import { makeUser, type TestUser } from '../realtimeHarness';

interface Answer {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  body: { status: string; code?: string; results: any };
}

describe.each(testDatabases)('class attacks on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());

  const call = async (
    u: TestUser | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ) => {
    const res = await server.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: u ? { authorization: `Bearer ${u.token}` } : {},
      ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    });
    return { statusCode: res.statusCode, body: res.json() } as Answer;
  };
  const fails = (a: Answer, status: number, code?: string) => {
    expect(a.statusCode).toBe(status);
    expect(a.body.status).toBe('FAIL');
    expect(typeof a.body.results).toBe('string');
    if (code) expect(a.body.code).toBe(code);
  };

  async function teacherWithClass() {
    const teacher = await makeUser(server.app, server.services);
    await call(teacher, 'POST', '/classes/teacher');
    const created = await call(teacher, 'POST', '/classes/sections/create', { name: 'Room 1' });
    return { teacher, sectionID: created.body.results.section.sectionID as number };
  }

  it('a student (or a guest) calling teacher routes is refused', async () => {
    const { sectionID } = await teacherWithClass();
    const student = await makeUser(server.app, server.services);
    await call(student, 'POST', `/auth/class-login/${sectionID}`, { sectionID });
    fails(await call(student, 'GET', '/classes/sections'), 403, 'TEACHERS_ONLY');
    fails(
      await call(student, 'POST', '/classes/sections/create', { name: 'Mine' }),
      403,
      'TEACHERS_ONLY',
    );
    fails(await call(student, 'GET', `/classes/sections/${sectionID}`), 403, 'TEACHERS_ONLY');
    fails(
      await call(
        student,
        'POST',
        `/classes/sections/${sectionID}/students/${student.userID}/approve`,
      ),
      403,
      'TEACHERS_ONLY',
    );
    fails(
      await call(student, 'POST', `/classes/sections/${sectionID}/settings`, { disabled: [] }),
      403,
    );
    fails(await call(null, 'GET', `/classes/sections/${sectionID}`), 401);
    fails(await call(null, 'POST', `/auth/class-login/${sectionID}`, { sectionID }), 401);
    // Still pending: nobody approved them.
    const me = await call(student, 'GET', '/auth/session');
    expect(me.body.results.user).toMatchObject({ inClass: false, pendingTeacherApproval: true });
  }, 60_000);

  it("a teacher cannot see or change another teacher's section", async () => {
    const mine = await teacherWithClass();
    const other = await teacherWithClass();
    const student = await makeUser(server.app, server.services);
    await call(student, 'POST', `/auth/class-login/${other.sectionID}`, {
      sectionID: other.sectionID,
    });
    const base = `/classes/sections/${other.sectionID}`;
    fails(await call(mine.teacher, 'GET', base), 404, 'NOT_FOUND');
    fails(await call(mine.teacher, 'POST', `${base}/students/${student.userID}/approve`), 404);
    fails(await call(mine.teacher, 'POST', `${base}/students/${student.userID}/remove`), 404);
    fails(await call(mine.teacher, 'POST', `${base}/settings`, { disabled: ['chat'] }), 404);
    fails(await call(mine.teacher, 'POST', `${base}/message`, { message: 'hi', days: 1 }), 404);
    // A student of another section, approved through my own section's path: not mine.
    fails(
      await call(
        mine.teacher,
        'POST',
        `/classes/sections/${mine.sectionID}/students/${student.userID}/approve`,
      ),
      404,
    );
    const theirs = await call(other.teacher, 'GET', base);
    expect(theirs.body.results.section).toMatchObject({
      disabledSettings: [],
      message: null,
      pending: 1,
    });
    expect(theirs.body.results.students[0]).toMatchObject({ status: 'pending' });
  }, 60_000);

  it('forged and odd sectionIDs name no class', async () => {
    const { sectionID } = await teacherWithClass();
    const s = await makeUser(server.app, server.services);
    fails(
      await call(s, 'POST', `/auth/class-login/${sectionID}`, { sectionID: sectionID + 1 }),
      400,
    );
    fails(await call(s, 'POST', '/auth/class-login/1234', { sectionID: 1234 }), 404);
    const unused = sectionID === 9_999_999 ? 1_000_000 : sectionID + 1;
    fails(await call(s, 'POST', `/auth/class-login/${unused}`, { sectionID: unused }), 404);
    for (const bad of ['abc', '-5', '0', '1e400', '99999999999999', '1.5', '%00'])
      expect((await call(s, 'POST', `/auth/class-login/${bad}`, { sectionID: 1 })).statusCode).toBe(
        400,
      );
    fails(
      await call(s, 'POST', `/auth/class-login/${sectionID}`, {
        sectionID: `${sectionID}`,
        extra: 1,
      }),
      400,
    );
    fails(await call(s, 'POST', `/auth/class-login/${sectionID}`, []), 400);
    expect((await call(s, 'GET', '/auth/session')).body.results.user.pendingTeacherApproval).toBe(
      false,
    );
  }, 60_000);

  it('joining twice at once, or two classes at once, leaves one request', async () => {
    const a = await teacherWithClass();
    const b = await teacherWithClass();
    const s = await makeUser(server.app, server.services);
    const answers = await Promise.all([
      call(s, 'POST', `/auth/class-login/${a.sectionID}`, { sectionID: a.sectionID }),
      call(s, 'POST', `/auth/class-login/${a.sectionID}`, { sectionID: a.sectionID }),
      call(s, 'POST', `/auth/class-login/${b.sectionID}`, { sectionID: b.sectionID }),
      call(s, 'POST', `/auth/class-login/${b.sectionID}`, { sectionID: b.sectionID }),
    ]);
    expect(answers.filter((x) => x.statusCode === 200)).toHaveLength(1);
    for (const x of answers.filter((y) => y.statusCode !== 200)) fails(x, 409);
    const pendingA = (await call(a.teacher, 'GET', `/classes/sections/${a.sectionID}`)).body.results
      .section.pending;
    const pendingB = (await call(b.teacher, 'GET', `/classes/sections/${b.sectionID}`)).body.results
      .section.pending;
    expect(pendingA + pendingB).toBe(1);
  }, 60_000);

  it('a removed student sees nothing of the class and cannot act in it', async () => {
    const { teacher, sectionID } = await teacherWithClass();
    const s = await makeUser(server.app, server.services);
    await call(s, 'POST', `/auth/class-login/${sectionID}`, { sectionID });
    await call(teacher, 'POST', `/classes/sections/${sectionID}/students/${s.userID}/approve`);
    await call(teacher, 'POST', `/classes/sections/${sectionID}/message`, {
      message: 'Quiz',
      days: 2,
    });
    await call(teacher, 'POST', `/classes/sections/${sectionID}/students/${s.userID}/remove`);
    expect((await call(s, 'GET', '/classes?isMember=1')).body.results.class).toBeNull();
    fails(await call(s, 'POST', '/classes/message-seen', { messageID: 1 }), 400);
    fails(await call(s, 'POST', '/classes/leave'), 409, 'NOT_IN_CLASS');
    fails(
      await call(s, 'POST', `/auth/class-login/${sectionID}`, { sectionID }),
      403,
      'REMOVED_FROM_CLASS',
    );
    fails(
      await call(teacher, 'POST', `/classes/sections/${sectionID}/students/${s.userID}/approve`),
      404,
    );
  }, 60_000);

  it('huge and odd inputs are a 400, never a 5xx', async () => {
    const { teacher, sectionID } = await teacherWithClass();
    const base = `/classes/sections/${sectionID}`;
    const bodies: [string, unknown][] = [
      ['/classes/sections/create', { name: 'x'.repeat(41) }],
      ['/classes/sections/create', { name: '   ' }],
      ['/classes/sections/create', { name: 'a\u0000b' }],
      ['/classes/sections/create', { name: 'Room', districtName: 'd'.repeat(5000) }],
      ['/classes/sections/create', { name: { toString: 'x' } }],
      [`${base}/message`, { message: 'm'.repeat(301), days: 1 }],
      [`${base}/message`, { message: 'hi', days: 0 }],
      [`${base}/message`, { message: 'hi', days: 31 }],
      [`${base}/message`, { message: 'hi', days: 1.5 }],
      [`${base}/message`, { message: 'a\u202Eb', days: 1 }],
      [`${base}/settings`, { disabled: ['bogus'] }],
      [`${base}/settings`, { disabled: Array(100).fill('chat') }],
      [`${base}/settings`, { disabled: 'chat' }],
      ['/classes/message-seen', { messageID: -1 }],
      ['/classes/teacher', { isTeacher: true }],
    ];
    for (const [url, body] of bodies) fails(await call(teacher, 'POST', url, body), 400);
    const huge = await server.app.inject({
      method: 'POST',
      url: `/api/v2${base}/message`,
      headers: { authorization: `Bearer ${teacher.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2_000_000), days: 1 }),
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    // A teacher may not join a class as a student, nor a student become a teacher mid-class.
    const other = await teacherWithClass();
    fails(
      await call(teacher, 'POST', `/auth/class-login/${other.sectionID}`, {
        sectionID: other.sectionID,
      }),
      409,
      'TEACHER_CANNOT_JOIN',
    );
    const s = await makeUser(server.app, server.services);
    await call(s, 'POST', `/auth/class-login/${sectionID}`, { sectionID });
    fails(await call(s, 'POST', '/classes/teacher'), 409, 'IN_CLASS');
  }, 60_000);
});
