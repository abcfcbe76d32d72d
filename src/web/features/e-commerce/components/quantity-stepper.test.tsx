import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTestTexts } from '@/web/locales/test-texts';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} max={max} onChange={setValue} />;
}

beforeAll(() => loadTestTexts('ecommerce'));
afterEach(cleanup);

describe('QuantityStepper', () => {
  it('never goes below 1 nor above the stock', async () => {
    const user = userEvent.setup();
    render(<Stepper max={3} />);
    const fewer = screen.getByRole('button', { name: 'Fewer' });
    const more = screen.getByRole('button', { name: 'More' });
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    expect((fewer as HTMLButtonElement).disabled).toBe(true);
    await user.click(more);
    await user.click(more);
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    await user.click(fewer);
    expect(screen.getByTestId('quantity').textContent).toBe('2');
  });

  it('is disabled when nothing is in stock', () => {
    render(<Stepper max={0} />);
    expect((screen.getByRole('button', { name: 'More' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Fewer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
