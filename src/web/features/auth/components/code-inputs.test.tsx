import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeInputs } from './code-inputs';

function Harness() {
  const [value, setValue] = useState(['', '', '', '', '', '']);
  return <CodeInputs value={value} onChange={setValue} invalid={value.map(() => false)} />;
}

// Without i18n set up, t() answers the key: every box is labelled 'accountRecovery.verify.digit'.
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join(',');

describe('CodeInputs', () => {
  afterEach(cleanup);

  it('moves to the next box as digits are typed and ignores other characters', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('12x3');
    expect(values()).toBe('1,2,3,,,');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('fills every box from a pasted code, wherever it is pasted', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => ' 482 913 ' } });
    expect(values()).toBe('4,8,2,9,1,3');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('Backspace in an empty box clears the one before and moves back', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1,,,,,');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('typing into a filled box replaces its digit', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('7');
    await user.click(boxes()[0]!);
    await user.keyboard('5');
    expect(values()).toBe('5,,,,,');
  });
});
