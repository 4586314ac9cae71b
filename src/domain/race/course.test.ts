// The course union: both sides count the same course units, whichever race it is.
import { describe, expect, it } from 'vitest';

import { MATH_RACE_PROBLEMS } from '../math/problemSequence';
import {
  clientCourseLength,
  clientCourseOf,
  courseLength,
  courseSource,
  courseUnitsText,
  mathRaceCourse,
  typingCourse,
} from './course';

const MATH = {
  seed: 5,
  lessonID: 2,
  problemTypes: ['addition_1' as const],
  count: MATH_RACE_PROBLEMS,
};

describe('race course', () => {
  it('measures a passage in characters and credits its author and source', () => {
    const course = typingCourse({ id: 1, text: 'one two', source: 'A Book', author: 'Ann' });
    expect(courseLength(course)).toBe(7);
    expect(courseSource(course)).toBe('Ann, A Book');
    expect(
      courseSource(typingCourse({ id: 1, text: 'x', source: 'original', author: 'Ann' })),
    ).toBe('Ann');
  });

  it('measures a math course in units the snapshot text, the server and the client agree on', () => {
    const course = mathRaceCourse(MATH, 'Adding Up');
    expect(course.kind === 'math' && course.problems).toHaveLength(MATH_RACE_PROBLEMS);
    const text = courseUnitsText(course);
    expect(text).toHaveLength(courseLength(course));
    const client = clientCourseOf({ passage: text, math: MATH });
    expect(client).toEqual({ kind: 'math', course: MATH });
    expect(clientCourseLength(client!)).toBe(courseLength(course));
    expect(courseSource(course)).toBe('Adding Up');
  });

  it('has no course before the countdown', () => {
    expect(clientCourseOf({ passage: '', math: null })).toBeNull();
    expect(clientCourseOf({ passage: 'go', math: null })).toEqual({
      kind: 'typing',
      passage: 'go',
    });
  });
});
