// The math race's problem card: the prompt as real text, counting icons, the answer field on a
// desktop, four answer buttons on a touch screen, and the banner after a wrong answer.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Problem } from '../../../../src/domain/math';
import { answerChoices, checkAnswer, generateProblem } from '../../../../src/domain/math';
import { seededRng } from '../../../../src/domain/random';
import {
  ProblemView,
  spokenPrompt,
  type ProblemViewProps,
} from '../../../../src/ui/math/ProblemView';

const sum: Problem = {
  type: 'addition_1',
  prompt: '7 + 5',
  answer: '12',
  value: 12,
  operator: '+',
  operands: [7, 5],
};

const money: Problem = {
  type: 'money_1',
  prompt: '$3.00 + $1.50',
  answer: '$4.50',
  value: 450,
  operator: '+',
  operands: [300, 150],
};

function countApples(count: number): Problem {
  return {
    type: 'counting_1',
    prompt: 'How many apples?',
    answer: String(count),
    value: count,
    operands: [count],
    objects: { kind: 'apple', count },
  };
}

function mount(patch: Partial<ProblemViewProps> = {}) {
  const onAnswer = vi.fn<(text: string) => void>();
  const props: ProblemViewProps = {
    problem: sum,
    index: 0,
    total: 20,
    missed: null,
    locked: false,
    touch: false,
    choices: ['12', '11', '13', '2'],
    onAnswer,
    ...patch,
  };
  const view = render(<ProblemView {...props} />);
  const rerender = (next: Partial<ProblemViewProps>) =>
    view.rerender(<ProblemView {...props} {...next} />);
  return { view, onAnswer, rerender };
}

afterEach(cleanup);

describe('ProblemView prompt', () => {
  it('shows the problem number and the prompt exactly as the problem says it', () => {
    mount({ index: 6, total: 20 });
    expect(screen.getByText('Problem 7 of 20')).toBeTruthy();
    const prompt = screen.getByTestId('math-prompt');
    expect(prompt.textContent).toBe('7 + 5');
    expect(prompt.getAttribute('aria-label')).toBe('What is 7 plus 5?');
  });

  it('renders every generated prompt verbatim, so a reader of the page can solve it', () => {
    for (let seed = 1; seed <= 15; seed += 1) {
      const problem = generateProblem('division_2', seededRng(seed));
      cleanup();
      mount({ problem });
      const text = screen.getByTestId('math-prompt').textContent ?? '';
      expect(text).toBe(problem.prompt);
      const [a, b] = text.split(' ÷ ').map(Number);
      expect(checkAnswer(problem, String(a! / b!))).toBe(true);
    }
  });

  it('speaks every sign as a word', () => {
    const times = generateProblem('multiplication_1', seededRng(3));
    const minus = generateProblem('subtraction_1', seededRng(3));
    expect(spokenPrompt(times)).toMatch(/^What is \d+ times \d+\?$/);
    expect(spokenPrompt(minus)).toMatch(/^What is \d+ minus \d+\?$/);
    expect(spokenPrompt(countApples(3))).toBe('How many apples?');
  });

  it('shows no prompt and a disabled field before the first problem', () => {
    mount({ problem: null, locked: true });
    expect(screen.queryByTestId('math-prompt')).toBeNull();
    expect((screen.getByTestId('math-answer') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('ProblemView counting', () => {
  it.each([1, 7, 20])('draws %i apples, each an image named by its kind', (count) => {
    mount({ problem: countApples(count) });
    const objects = screen.getByTestId('math-objects');
    expect(within(objects).getAllByRole('img', { name: 'apple' })).toHaveLength(count);
    expect(objects.querySelectorAll('svg')).toHaveLength(count);
  });

  it('never writes the count into an attribute', () => {
    mount({ problem: countApples(13) });
    const objects = screen.getByTestId('math-objects');
    const attributes = [objects, ...objects.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => `${a.name}=${a.value}`),
    );
    expect(attributes.some((a) => /=13$|count/.test(a))).toBe(false);
  });

  it('draws no objects for arithmetic problems', () => {
    mount();
    expect(screen.queryByTestId('math-objects')).toBeNull();
  });
});

describe('ProblemView answer field (desktop)', () => {
  it('submits the typed answer on Enter and clears the field, keeping focus', () => {
    const { onAnswer } = mount();
    const field = screen.getByTestId('math-answer') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    field.value = ' 12 ';
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('12');
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('does not submit an empty field or on other keys', () => {
    const { onAnswer } = mount();
    const field = screen.getByTestId('math-answer') as HTMLInputElement;
    fireEvent.keyDown(field, { key: 'Enter' });
    field.value = '1';
    fireEvent.keyDown(field, { key: '2' });
    expect(onAnswer).not.toHaveBeenCalled();
    expect(field.value).toBe('1');
  });

  it('asks for digits, or decimals on money problems, and drops letters', () => {
    const { rerender } = mount();
    const field = screen.getByTestId('math-answer') as HTMLInputElement;
    expect(field.inputMode).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('off');
    fireEvent.input(field, { target: { value: '1a2.' } });
    expect(field.value).toBe('12');
    rerender({ problem: money });
    expect(field.inputMode).toBe('decimal');
    fireEvent.input(field, { target: { value: '$4.5x' } });
    expect(field.value).toBe('$4.5');
  });

  it('is disabled while locked and takes focus back when unlocked', () => {
    const { onAnswer, rerender } = mount({ locked: true });
    const field = screen.getByTestId('math-answer') as HTMLInputElement;
    expect(field.disabled).toBe(true);
    field.value = '12';
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onAnswer).not.toHaveBeenCalled();

    rerender({ locked: false });
    expect(field.disabled).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it('shows no answer buttons on a desktop', () => {
    mount();
    expect(screen.queryAllByTestId('math-choice')).toHaveLength(0);
  });
});

describe('ProblemView answer buttons (touch)', () => {
  it('shows the four choices and answers with the one tapped', () => {
    const choices = answerChoices(sum, seededRng(9));
    const { onAnswer } = mount({ touch: true, choices });
    const buttons = screen.getAllByTestId('math-choice');
    expect(buttons.map((b) => b.textContent)).toEqual(choices);
    expect(screen.queryByTestId('math-answer')).toBeNull();
    fireEvent.click(buttons[2]!);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(choices[2]);
  });

  it('disables every choice while locked', () => {
    const { onAnswer } = mount({ touch: true, locked: true });
    const buttons = screen.getAllByTestId('math-choice') as HTMLButtonElement[];
    expect(buttons).toHaveLength(4);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    fireEvent.click(buttons[0]!);
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('ProblemView wrong answer', () => {
  it('shows what was given and the right answer in a red alert', () => {
    const { rerender } = mount();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender({ index: 1, missed: { given: '11', answer: '12' }, locked: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Not quite — 11 → the answer was 12');
    rerender({ index: 1, missed: null, locked: false });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
