import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ManagedUser } from '@/contract/user';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { GridTitleLink } from '@/web/components/data-grid/grid-title-link';
import { Label, type LabelColor, type LabelVariant } from '@/web/components/label';
import { paths } from '@/web/lib/paths';

const cellSx = { height: 1, alignItems: 'center', minWidth: 0 } as const;

interface NameCellProps {
  user: ManagedUser;
  /** The grid's tab index for the cell's content: 0 only while the cell has focus. */
  tabIndex: 0 | -1;
}

/** The avatar, the name (a link to the account's form) and the email below it. */
export function NameCell({ user, tabIndex }: NameCellProps) {
  return (
    <Stack direction="row" sx={{ ...cellSx, gap: 2 }}>
      <AvatarWithInitial name={user.name} src={user.avatarUrl} alt="" sx={{ width: 40, height: 40 }} />
      <GridTitleLink
        to={paths.dashboard.user.editUser(user.username)}
        tabIndex={tabIndex}
        title={user.name}
        // An address reads left to right in a right-to-left layout too.
        subtitle={<bdi>{user.email}</bdi>}
      />
    </Stack>
  );
}

/** A text of the account on one line (a phone number kept in its own direction). */
export function TextCell({ children }: { children: string }) {
  return (
    <Stack direction="row" sx={cellSx}>
      <Typography variant="body2" noWrap>
        <bdi>{children}</bdi>
      </Typography>
    </Stack>
  );
}

/** A value as a label: the access role, the status. */
export function LabelCell({ color, variant, children }: { color: LabelColor; variant?: LabelVariant; children: ReactNode }) {
  return (
    <Stack direction="row" sx={cellSx}>
      <Label color={color} variant={variant}>
        {children}
      </Label>
    </Stack>
  );
}
