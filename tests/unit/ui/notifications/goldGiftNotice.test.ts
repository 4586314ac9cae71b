// Issue 15: the gold gift growl says who gave the gold and which term, and is a known growl of
// the Purchases group (so it is queued, not logged as unknown, and can be muted).
import { describe, expect, it } from 'vitest';

import { noticeType } from '../../../../src/domain/notifications/noticeTypes';
import { noticeText } from '../../../../src/ui/notifications/noticeText';

const notice = (data: Record<string, unknown>) => ({
  id: '9',
  type: 'gold-gift',
  data,
  persist: false,
});

describe('the gold-gift notice', () => {
  it('is a growl of the purchases group', () => {
    expect(noticeType('gold-gift')).toEqual({ kind: 'growl', group: 'purchases' });
  });

  it('names the giver (display name first) and the term', () => {
    expect(noticeText(notice({ displayName: 'Sam', username: 'sam99', term: 'lifetime' }))).toEqual(
      { title: 'You got Nitro Gold!', body: 'Sam gave you lifetime Nitro Gold. Enjoy!' },
    );
    expect(noticeText(notice({ displayName: '', username: 'sam99', term: 'yearly' })).body).toBe(
      'sam99 gave you one year of Nitro Gold. Enjoy!',
    );
  });

  it('reads loose data defensively', () => {
    expect(noticeText(notice({ term: 42 })).body).toBe('A racer gave you Nitro Gold. Enjoy!');
  });
});
