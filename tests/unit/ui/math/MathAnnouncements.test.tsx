// The math beta's two notices: the typing site's invitation modal and the math site's farewell.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MathBetaAnnouncement } from '../../../../src/ui/math/MathBetaAnnouncement';
import { MathFarewellNotice } from '../../../../src/ui/math/MathFarewellNotice';

afterEach(cleanup);

describe('MathBetaAnnouncement', () => {
  it('renders nothing while closed', () => {
    render(<MathBetaAnnouncement open={false} onPlay={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("is titled with the math product's name and plays with Play Now!", () => {
    const onPlay = vi.fn();
    const onClose = vi.fn();
    render(<MathBetaAnnouncement open onPlay={onPlay} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Nitro Math Race Beta is Here!' })).toBeTruthy();
    const play = screen.getByRole('button', { name: 'Play Now!' });
    expect(document.activeElement).toBe(play);
    fireEvent.click(play);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with the Close button and Escape', () => {
    const onClose = vi.fn();
    render(<MathBetaAnnouncement open onPlay={vi.fn()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('MathFarewellNotice', () => {
  it('says the beta is unavailable and unsupported from April 25th 2025', () => {
    render(<MathFarewellNotice />);
    expect(screen.getByRole('complementary', { name: 'Math beta notice' }).textContent).toContain(
      'Nitro Math Race Beta is no longer supported. From April 25th 2025 the math beta is ' +
        'unavailable and unsupported; races still run, but without new features or support.',
    );
  });

  it('goes away when dismissed and tells the caller', () => {
    const onDismiss = vi.fn();
    render(<MathFarewellNotice onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByTestId('math-farewell')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
