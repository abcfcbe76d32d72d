import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../components/icons';

/** A password text field with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setShown((value) => !value)}
                aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
                aria-pressed={shown}
              >
                {shown ? <EyeOffIcon /> : <EyeIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
