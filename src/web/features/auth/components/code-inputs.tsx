import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/web/components/text-input';

interface CodeInputsProps {
  value: string[];
  onChange(value: string[]): void;
  onBlur?(): void;
  /** Which boxes are invalid. */
  invalid: boolean[];
  /** One message for the row. */
  error?: string;
}

/**
 * One box per digit: typing moves on, Backspace in an empty box moves back, pasting the code fills every
 * box. Grouped and labelled so a screen reader announces "Verification code, digit 3 of 6".
 */
export function CodeInputs({ value, onChange, onBlur, invalid, error }: CodeInputsProps) {
  const { t } = useTranslation();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const count = value.length;
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(count - 1, index))]?.focus();

  const fill = (index: number, digits: string) => {
    const next = [...value];
    [...digits].slice(0, count - index).forEach((digit, offset) => (next[index + offset] = digit));
    onChange(next);
    focus(index + digits.length);
  };

  const handleChange = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= count) fill(0, digits);
    else if (!digits) onChange(value.map((digit, at) => (at === index ? '' : digit)));
    // A box holds one digit: typing into a filled box keeps the new one.
    else
      fill(
        index,
        digits.length === 2 && value[index] ? digits.replace(value[index]!, '') || digits[0]! : digits,
      );
  };

  const handlePaste = (index: number, event: ClipboardEvent) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    fill(digits.length >= count ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, at) => (at === index - 1 ? '' : digit)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The row is left to right in every language (see below).
      event.preventDefault();
      focus(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <Typography id={`${id}-label`} variant="subtitle2" sx={{ mb: 1.5, textAlign: 'left' }}>
        {t('accountRecovery.verify.code')}
      </Typography>
      {/* Digits read left to right in every language; gap, unlike margins, is not flipped for RTL. */}
      <Stack
        direction="row"
        useFlexGap
        spacing={{ xs: 1, sm: 1.5 }}
        sx={{ justifyContent: 'center' }}
        dir="ltr"
      >
        {value.map((digit, index) => (
          <TextInput
            key={index}
            value={digit}
            error={invalid[index]}
            onChange={(event) => handleChange(index, event.target.value)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
            inputRef={(element: HTMLInputElement | null) => {
              boxes.current[index] = element;
            }}
            inputProps={{
              inputMode: 'numeric',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              maxLength: 2,
              'aria-label': t('accountRecovery.verify.digit', { position: index + 1, count }),
              'aria-invalid': invalid[index] || undefined,
              style: { textAlign: 'center', fontSize: 20, fontWeight: 600, padding: '12px 0' },
            }}
            // Six boxes and their gaps fit a 320 px phone's form (narrower than 6 x 44 px).
            sx={{ width: { xs: 'calc((100% - 40px) / 6)', sm: 56 }, maxWidth: { xs: 44, sm: 'none' } }}
          />
        ))}
      </Stack>
      {error && (
        <FormHelperText id={`${id}-error`} error sx={{ textAlign: 'center', mt: 1 }}>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
