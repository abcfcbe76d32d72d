import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from './badge-icons';

const colors = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const corners = [
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
] as const;

/** The theme's colours on a count and a dot, in the corner picked above them; a dot on an avatar for presence. */
export function ColorsDemo() {
  const { t } = useTranslation();
  const [corner, setCorner] = useState(0);
  const labelId = useId();
  const anchorOrigin = corners[corner]!;
  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id={labelId}>{t('components-showcase.badge.colors.corner')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={corner}
          onChange={(event) => setCorner(Number(event.target.value))}
        >
          {corners.map(({ vertical, horizontal }, index) => (
            <FormControlLabel
              key={index}
              value={index}
              control={<Radio />}
              label={`${vertical} ${horizontal}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {(['standard', 'dot'] as const).map((variant) => (
        <Stack key={variant} direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 3, sm: 4 }, px: 1 }}>
          {colors.map((color) => (
            <Badge
              key={color}
              badgeContent={variant === 'dot' ? 1 : 8}
              variant={variant}
              color={color}
              anchorOrigin={anchorOrigin}
              data-testid={variant === 'standard' && color === 'primary' ? 'anchored-badge' : undefined}
            >
              <MailIcon titleAccess={`${color} ${variant}`} />
            </Badge>
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={3} sx={{ px: 1 }}>
        {(['success', 'warning', 'error'] as const).map((color, index) => (
          <Badge
            key={color}
            overlap="circular"
            variant="dot"
            color={color}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            sx={{
              '& .MuiBadge-dot': {
                width: 12,
                height: 12,
                borderRadius: '50%',
                border: 2,
                borderColor: 'background.paper',
              },
            }}
          >
            <Avatar
              src={`/images/avatar/${index + 18}.svg`}
              alt={t(`components-showcase.badge.colors.presence.${color}`)}
            />
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}
