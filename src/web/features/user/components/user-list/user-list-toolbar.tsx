import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { userListStatusFilters, type UserListCounts } from '@/contract/user-list-query';
import { Label, type LabelColor } from '@/web/components/label';
import { SearchField } from '@/web/components/search-field';
import type { UserListQuery } from './user-list-query';

const tabColors: Record<keyof UserListCounts, LabelColor> = { all: 'default', active: 'success', banned: 'error' };

interface UserListToolbarProps {
  query: UserListQuery;
  /** How many accounts each tab holds (none until the first answer). */
  counts: UserListCounts | undefined;
  /** The job titles to filter by. */
  roles: string[];
  /** `replace`: the change takes the place of the current address (typing) instead of adding one. */
  onChange(next: (current: UserListQuery) => UserListQuery, replace?: boolean): void;
}

/**
 * The list's status tabs (all, active, banned, each with its count), its role filter and its search (asked once
 * typing pauses); each change starts from the first page.
 */
export function UserListToolbar({ query, counts, roles, onChange }: UserListToolbarProps) {
  const { t } = useTranslation();
  const search = useCallback(
    (text: string) => onChange((current) => ({ ...current, search: text, page: 1 }), true),
    [onChange],
  );
  // A role no account holds any more (an old address) stays choosable, so the field shows what filters.
  const roleOptions = query.role && !roles.includes(query.role) ? [query.role, ...roles] : roles;
  const filtered = query.search !== '' || query.role !== '';
  return (
    <>
      <Tabs
        value={query.status}
        onChange={(_, status: UserListQuery['status']) => onChange((current) => ({ ...current, status, page: 1 }))}
        aria-label={t('user-list.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
      >
        {userListStatusFilters.map((status) => (
          <Tab
            key={status}
            value={status}
            iconPosition="end"
            label={t(`user-list.tabs.${status}`)}
            icon={
              <Label variant={status === query.status ? 'filled' : 'soft'} color={tabColors[status]}>
                <bdi>{counts?.[status] ?? '–'}</bdi>
              </Label>
            }
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ p: 2.5, gap: 2, alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <TextField
          select
          size="small"
          label={t('user-list.filters.role')}
          value={query.role}
          onChange={(event) => onChange((current) => ({ ...current, role: event.target.value, page: 1 }))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{
            width: { xs: 1, md: 220 },
            flexShrink: 0,
            // The focused label in the ink colour: the primary green is too light for text on paper.
            '& .MuiInputLabel-root.Mui-focused': { color: 'text.primary' },
          }}
        >
          <MenuItem value="">{t('user-list.filters.anyRole')}</MenuItem>
          {roleOptions.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
        <SearchField
          label={t('user-list.filters.searchLabel')}
          placeholder={t('user-list.filters.searchPlaceholder')}
          value={query.search}
          onSearch={search}
        />
        {filtered && (
          <Button
            color="inherit"
            onClick={() => onChange((current) => ({ ...current, search: '', role: '', page: 1 }))}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
          >
            {t('user-list.filters.clear')}
          </Button>
        )}
      </Stack>
    </>
  );
}
