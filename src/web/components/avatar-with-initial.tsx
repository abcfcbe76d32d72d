import Avatar, { type AvatarProps } from '@mui/material/Avatar';

export type AvatarColor = 'primary' | 'info' | 'success' | 'warning' | 'default';

/** First letters (or digits) per colour group; anything else is 'default'. */
const colorGroups: [Exclude<AvatarColor, 'default'>, string][] = [
  ['primary', 'ANHLQ98'],
  ['info', 'FGTIJ123'],
  ['success', 'KDYBO45'],
  ['warning', 'PERSCU67'],
];

/** The colour group an avatar without an image takes, from the first letter of the name. */
export function avatarColorOf(name: string): AvatarColor {
  const first = name.trim().charAt(0).toUpperCase();
  if (!first) return 'default';
  return colorGroups.find(([, letters]) => letters.includes(first))?.[0] ?? 'default';
}

interface AvatarWithInitialProps extends Omit<AvatarProps, 'children'> {
  /** Whose avatar: its first letter shows when there is no image (or the image fails). */
  name: string;
}

/** An avatar with the image when there is one, else the name's initial on its colour group. */
export function AvatarWithInitial({ name, src, alt, sx, ...other }: AvatarWithInitialProps) {
  const color = avatarColorOf(name);
  return (
    <Avatar
      src={src || undefined}
      alt={alt ?? name}
      sx={[
        (theme) =>
          color === 'default'
            ? { bgcolor: theme.palette.grey[300], color: theme.palette.grey[800] }
            : { bgcolor: theme.palette[color].lighter, color: theme.palette[color].darker },
        { fontWeight: 600 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      {name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
