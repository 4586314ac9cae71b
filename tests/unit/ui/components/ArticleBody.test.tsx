import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ArticleBody } from '../../../../src/ui/content/ArticleBody';

afterEach(cleanup);

describe('ArticleBody', () => {
  it('renders paragraphs, list headings and lists from plain text', () => {
    render(
      <ArticleBody
        body={'First paragraph\nstill first.\n\nNew:\n\n- One thing.\n- Another thing.\n\nThe end.'}
      />,
    );
    expect(screen.getByText('First paragraph still first.').tagName).toBe('P');
    expect(screen.getByRole('heading', { name: 'New' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'One thing.',
      'Another thing.',
    ]);
    expect(screen.getByText('The end.')).toBeTruthy();
  });

  it('never interprets article text as HTML', () => {
    const { container } = render(<ArticleBody body={'<script>alert(1)</script><b>bold</b>'} />);
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script><b>bold</b>');
  });
});
