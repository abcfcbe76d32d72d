import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@/contract/mail';
import type { MailChange } from '@/web/features/mail/api/update-mails';
import { deleteKindOf, MailDeleteButton } from './mail-delete-actions';
import { flagToggle, moveTargets, readToggle, type MoveTarget } from './mail-actions';
import { ImportantIcon, MarkReadIcon, MarkUnreadIcon, MoveToInboxIcon, SpamIcon, StarIcon, TrashIcon } from './mail-icons';
import { MailLabelMenu } from './mail-label-menu';

const moveIcons: Record<MoveTarget, ReactNode> = {
  inbox: <MoveToInboxIcon fontSize="small" />,
  trash: <TrashIcon fontSize="small" />,
  spam: <SpamIcon fontSize="small" />,
};

function ActionButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick(): void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * What can be done with mails at once (the ticked ones in the list, or the open one): read or unread, star,
 * important, move to the inbox, trash or spam, delete for good (trash, drafts), labels.
 */
export function MailBulkActions({
  mails,
  onChange,
  onDeleted,
  withFlags = true,
}: {
  mails: Mail[];
  onChange(change: MailChange): void;
  /** After the mails were deleted for good (from the trash, or drafts discarded). */
  onDeleted?(): void;
  withFlags?: boolean;
}) {
  const { t } = useTranslation();
  const deleteKind = deleteKindOf(mails);
  const read = readToggle(mails);
  const star = flagToggle(mails, 'isStarred');
  const important = flagToggle(mails, 'isImportant');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="group" aria-label={t('mail.actions.group')}>
      <ActionButton
        label={read.isUnread ? t('mail.actions.markUnread') : t('mail.actions.markRead')}
        icon={read.isUnread ? <MarkUnreadIcon fontSize="small" /> : <MarkReadIcon fontSize="small" />}
        onClick={() => onChange(read)}
      />
      {withFlags && (
        <>
          <ActionButton label={star.isStarred ? t('mail.actions.star') : t('mail.actions.unstar')} icon={<StarIcon fontSize="small" />} onClick={() => onChange(star)} />
          <ActionButton
            label={important.isImportant ? t('mail.actions.important') : t('mail.actions.notImportant')}
            icon={<ImportantIcon fontSize="small" />}
            onClick={() => onChange(important)}
          />
        </>
      )}
      {moveTargets(mails).map((target) => (
        <ActionButton key={target} label={t(`mail.actions.moveTo.${target}`)} icon={moveIcons[target]} onClick={() => onChange({ folder: target })} />
      ))}
      {deleteKind && <MailDeleteButton mails={mails} kind={deleteKind} onDone={onDeleted} />}
      <MailLabelMenu mails={mails} onChange={onChange} />
    </Stack>
  );
}
