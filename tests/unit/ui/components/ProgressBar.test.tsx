// The design system's progress bar: a named progressbar from 0 to 100 whose fill is as wide as
// the percent it reports.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ProgressBar } from '../../../../src/ui/components/ProgressBar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('reports its percent by name and fills that much of its track', () => {
    render(<ProgressBar label="Progress to tier 26" percent={38} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress to tier 26' });
    expect(bar.getAttribute('aria-valuenow')).toBe('38');
    expect([bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuemax')]).toEqual([
      '0',
      '100',
    ]);
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('38%');
  });

  it('keeps the caller’s class beside its own', () => {
    render(<ProgressBar label="Races" percent={0} className="spaced" />);
    const bar = screen.getByRole('progressbar', { name: 'Races' });
    expect(bar.classList.contains('spaced')).toBe(true);
    expect(bar.classList.length).toBeGreaterThan(1);
  });
});
