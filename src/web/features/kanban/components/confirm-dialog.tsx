import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog } from '@/web/components/confirm-dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something that cannot be undone (deleting a column or a card); the board applies it at once. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <SharedConfirmDialog
      open
      title={title}
      text={text}
      cancelLabel={t('kanban.cancel')}
      confirmLabel={confirmLabel}
      pending={false}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
      onClose={onClose}
    />
  );
}
