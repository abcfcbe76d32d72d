import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyContent } from '@/web/components/empty-content';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { SearchField } from '@/web/components/search-field';
import { useMails } from '@/web/features/mail/api/get-mails';
import { mailBoxPath, type MailBox } from './mail-box';
import { MailBulkActions } from './mail-bulk-actions';
import { MenuIcon } from './mail-icons';
import { useMailBoxName } from './mail-label-text';
import { MailListItem } from './mail-list-item';
import { keepListed, noSelection, selectAllState, toggleAllSelected, toggleSelected, type MailSelection } from './mail-selection';
import { mailExcerpt } from './mail-text';
import { useMailChange } from './use-mail-change';

interface MailListPaneProps {
  box: MailBox;
  /** The mail open in the reading pane. */
  openMailId?: string;
  search: string;
  onSearch(query: string): void;
  /** Opens the labels (when they are a drawer). */
  onOpenLabels?(): void;
}

/** The list of a label: search, select-all with the bulk actions, and the mails (or why there are none). */
export function MailListPane({ box, openMailId, search, onSearch, onOpenLabels }: MailListPaneProps) {
  const { t } = useTranslation();
  const nameOf = useMailBoxName();
  const { mails, error, isPending, isSearching, hasMore, loadingMore, loadMore } = useMails(box, search);
  const change = useMailChange();
  const boxKey = `${box.type}:${box.name}`;
  const [ticked, setTicked] = useState<{ boxKey: string; ids: MailSelection }>({ boxKey, ids: noSelection });
  const listedIds = useMemo(() => (mails ?? []).map((mail) => mail.id), [mails]);
  const selection = keepListed(ticked.boxKey === boxKey ? ticked.ids : noSelection, listedIds);
  const select = (next: MailSelection) => setTicked({ boxKey, ids: next });
  const excerpts = useMemo(() => new Map((mails ?? []).map((mail) => [mail.id, mailExcerpt(mail.message)])), [mails]);
  const selectedMails = (mails ?? []).filter((mail) => selection.has(mail.id));
  const allState = selectAllState(selection, listedIds);
  const boxName = nameOf(box);

  return (
    <Box component="section" aria-labelledby="mail-list-heading" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0, height: 1 }}>
      {/* The rows above the list keep their height (wrapped actions included); only the list scrolls. */}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1, flexShrink: 0 }}>
        {onOpenLabels && (
          <IconButton aria-label={t('mail.labels.open')} onClick={onOpenLabels} edge="start">
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, '& .MuiFormControl-root': { width: 1 } }}>
          <SearchField label={t('mail.search.label')} placeholder={t('mail.search.placeholder')} value={search} onSearch={onSearch} />
        </Box>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1, minHeight: 48, flexShrink: 0, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Checkbox
          size="small"
          disabled={listedIds.length === 0}
          checked={allState === 'all'}
          indeterminate={allState === 'some'}
          onChange={() => select(toggleAllSelected(selection, listedIds))}
          slotProps={{ input: { 'aria-label': t('mail.list.selectAll') } }}
        />
        <Typography id="mail-list-heading" variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {selection.size > 0 ? t('mail.list.selected', { count: selection.size }) : boxName}
        </Typography>
        {selectedMails.length > 0 && <MailBulkActions mails={selectedMails} onChange={(next) => change(selectedMails, next)} />}
      </Stack>
      <LoadFailedAlert title={t('mail.list.loadFailed')} error={error} />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', minHeight: 0, opacity: isSearching ? 0.6 : 1 }} aria-busy={isSearching || undefined}>
        {isPending && (
          <Box aria-busy="true" sx={{ px: 2 }}>
            {Array.from({ length: 6 }, (_, index) => (
              <Stack key={index} direction="row" sx={{ gap: 1.5, py: 1.5 }}>
                <Skeleton variant="circular" width={36} height={36} />
                <Box sx={{ flexGrow: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="90%" />
                </Box>
              </Stack>
            ))}
          </Box>
        )}
        {mails && mails.length === 0 && !isSearching && (
          <EmptyContent
            title={search ? t('mail.search.noResults', { query: search }) : emptyTitle(t, box, boxName)}
            description={search ? t('mail.search.noResultsHint') : t('mail.empty.hint')}
            titleComponent="h3"
            data-testid="mail-list-empty"
            sx={{ py: 8 }}
          />
        )}
        {mails && mails.length > 0 && (
          <Box component="ul" data-testid="mail-list" aria-label={t('mail.list.label', { label: boxName })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {mails.map((mail) => (
              <MailListItem
                key={mail.id}
                mail={mail}
                excerpt={excerpts.get(mail.id) ?? ''}
                href={mailBoxPath(box, mail.id)}
                open={mail.id === openMailId}
                selected={selection.has(mail.id)}
                onSelect={() => select(toggleSelected(selection, mail.id))}
                onChange={(next) => change([mail], next)}
              />
            ))}
          </Box>
        )}
        {mails && hasMore && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <Button variant="outlined" color="inherit" loading={loadingMore} onClick={loadMore}>
              {t('mail.list.loadMore')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}

function emptyTitle(t: (key: string, values?: Record<string, unknown>) => string, box: MailBox, boxName: string) {
  return box.type === 'custom' ? t('mail.empty.custom', { label: boxName }) : t(`mail.empty.${box.name}`);
}
