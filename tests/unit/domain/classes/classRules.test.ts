import { describe, expect, it } from 'vitest';

import {
  classAllows,
  classDataOf,
  classMessage,
  classMessageHeading,
  classMessageToShow,
  cleanSettings,
  isSectionID,
  joinRefusal,
  liveClassMessage,
  SECTION_ID_MAX,
  SECTION_ID_MIN,
  SECTION_PENDING_MAX,
  sectionIDFrom,
} from '../../../../src/domain/classes/classRules';
import { defaultUser, type User } from '../../../../src/domain/user';

const NOW = 1_800_000_000;

describe('join codes', () => {
  it('are seven digits across the whole range', () => {
    expect(sectionIDFrom(0)).toBe(SECTION_ID_MIN);
    expect(sectionIDFrom(0.999_999_999_9)).toBe(SECTION_ID_MAX);
    expect(sectionIDFrom(0.5)).toBeGreaterThan(SECTION_ID_MIN);
    expect(isSectionID(sectionIDFrom(0.42))).toBe(true);
    expect(isSectionID(123)).toBe(false);
    expect(isSectionID(10_000_000)).toBe(false);
    expect(isSectionID(1_000_000.5)).toBe(false);
  });
});

describe('joinRefusal (SPEC §7 class-login, one class at a time)', () => {
  const free = {
    isTeacher: false,
    current: null,
    removedFromThisSection: false,
    pendingInSection: 0,
  };
  it('lets a player with no class ask', () => {
    expect(joinRefusal(free, 1_234_567)).toBeNull();
  });
  it('refuses a teacher, a member, a second ask, a removed student and a flooded section', () => {
    expect(joinRefusal({ ...free, isTeacher: true }, 1_234_567)).toBe('TEACHER_CANNOT_JOIN');
    expect(
      joinRefusal({ ...free, current: { sectionID: 1_234_567, status: 'member' } }, 1_234_567),
    ).toBe('ALREADY_IN_CLASS');
    expect(
      joinRefusal({ ...free, current: { sectionID: 7_654_321, status: 'pending' } }, 1_234_567),
    ).toBe('ALREADY_IN_CLASS');
    expect(
      joinRefusal({ ...free, current: { sectionID: 1_234_567, status: 'pending' } }, 1_234_567),
    ).toBe('ALREADY_ASKED');
    expect(joinRefusal({ ...free, removedFromThisSection: true }, 1_234_567)).toBe(
      'REMOVED_FROM_CLASS',
    );
    expect(joinRefusal({ ...free, pendingInSection: SECTION_PENDING_MAX }, 1_234_567)).toBe(
      'CLASS_FULL',
    );
    expect(
      joinRefusal({ ...free, pendingInSection: SECTION_PENDING_MAX - 1 }, 1_234_567),
    ).toBeNull();
  });
});

describe('class messages (SPEC §5: gold members and unexpired only)', () => {
  const message = classMessage(3, 'Test on Friday', 2, NOW);
  const student = (over: Partial<User> = {}): User => ({
    ...defaultUser(),
    loggedIn: true,
    membership: 'gold',
    inClass: true,
    sectionID: 1_234_567,
    classData: classDataOf({
      sectionID: 1_234_567,
      name: 'Room 12',
      teacherName: 'Ms Rivera',
      districtName: '',
      disabled: [],
      message,
    }),
    ...over,
  });

  it('expires whole days after it was posted, from 1 to 30 days', () => {
    expect(message.expires).toBe(NOW + 2 * 86_400);
    expect(classMessage(1, 'x', 0, NOW).expires).toBe(NOW + 86_400);
    expect(classMessage(1, 'x', 400, NOW).expires).toBe(NOW + 30 * 86_400);
    expect(liveClassMessage(message, message.expires - 1)).toBe(message);
    expect(liveClassMessage(message, message.expires)).toBeNull();
  });

  it('shows a gold student each unexpired message once', () => {
    expect(classMessageToShow(student(), NOW)).toEqual(message);
    expect(classMessageToShow(student({ classMessageSeen: 3 }), NOW)).toBeNull();
    expect(classMessageToShow(student({ classMessageSeen: 2 }), NOW)).toEqual(message);
  });

  it('never shows it to a basic member, outside a class, or after it expired', () => {
    expect(classMessageToShow(student({ membership: 'basic' }), NOW)).toBeNull();
    expect(classMessageToShow(student({ inClass: false }), NOW)).toBeNull();
    expect(classMessageToShow(student(), message.expires)).toBeNull();
  });

  it("is headed with the teacher's name, or 'your teacher'", () => {
    expect(classMessageHeading('Ms Rivera')).toBe('Message from Ms Rivera:');
    expect(classMessageHeading('  ')).toBe('Message from your teacher:');
    expect(classMessageHeading(null)).toBe('Message from your teacher:');
  });
});

describe('class settings', () => {
  it('keeps known settings once, and the options say which are allowed', () => {
    expect(cleanSettings(['chat', 'bogus', 'chat', 'class_page'])).toEqual(['class_page', 'chat']);
    const data = classDataOf({
      sectionID: 1_234_567,
      name: 'Room 12',
      teacherName: '',
      districtName: '',
      disabled: ['chat'],
      message: null,
    });
    expect(data.options).toEqual({
      class_page: true,
      friend_requests: true,
      chat: false,
      paid_offers: true,
    });
    expect(data.teacherName).toBeNull();
  });
  it('hides what the teacher disabled', () => {
    expect(classAllows({ disabledClassSettings: ['chat'] }, 'chat')).toBe(false);
    expect(classAllows({ disabledClassSettings: ['chat'] }, 'friend_requests')).toBe(true);
  });
});
