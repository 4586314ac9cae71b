// The stored math-announcement state (CONVENTIONS 10): versioned, validated, and anything that is
// not a valid version-1 record reads as "never shown".
import { describe, expect, it } from 'vitest';

import {
  defaultMathAnnouncementState,
  loadMathAnnouncementState,
  serializeMathAnnouncementState,
} from '../../../../src/domain/math/announcement';

describe('stored math announcement state', () => {
  it('round-trips through its stored text', () => {
    const state = { seen: true, nextShowAt: 1_700_000_000 };
    expect(loadMathAnnouncementState(serializeMathAnnouncementState(state))).toEqual(state);
    const never = defaultMathAnnouncementState();
    expect(loadMathAnnouncementState(serializeMathAnnouncementState(never))).toEqual(never);
  });

  it('stores a version with the state', () => {
    expect(JSON.parse(serializeMathAnnouncementState({ seen: false, nextShowAt: null }))).toEqual({
      version: 1,
      seen: false,
      nextShowAt: null,
    });
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{not json'],
    ['a bare value', '"seen"'],
    ['no version', JSON.stringify({ seen: true, nextShowAt: null })],
    ['another version', JSON.stringify({ version: 2, seen: true, nextShowAt: null })],
    ['wrong field types', JSON.stringify({ version: 1, seen: 'yes', nextShowAt: '5' })],
    ['extra fields', JSON.stringify({ version: 1, seen: true, nextShowAt: null, x: 1 })],
  ])('falls back to never shown for %s', (_label, raw) => {
    expect(loadMathAnnouncementState(raw)).toEqual({ seen: false, nextShowAt: null });
  });
});
