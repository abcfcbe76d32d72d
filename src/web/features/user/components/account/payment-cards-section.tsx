import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '@/contract/user';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { useCardChanges, useCards } from '@/web/features/user/api/cards';
import { CardTypeLogo } from './card-type-logo';
import { DeleteIcon, PlusIcon } from '@/web/components/action-icons';
import { NewCardDialog } from './new-card-dialog';
import { QueryContent } from './query-content';
import { SettingsCard } from './settings-card';

const lastFourOf = (card: Card) => card.cardNumber.slice(-4);

/** The saved payment cards (masked), with New card and Remove. */
export function PaymentCardsSection() {
  const { t } = useTranslation();
  const message = useErrorText();
  const cards = useCards();
  const { remove } = useCardChanges();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Card | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      setRemoving(null);
      toast(t('account-settings.cards.removed'), 'success');
    } catch {
      // Shown in the dialog, which stays open.
    }
  };

  return (
    <SettingsCard
      title={t('account-settings.cards.title')}
      subheader={t('account-settings.cards.subheader')}
      action={
        <Button variant="outlined" size="small" startIcon={<PlusIcon />} onClick={() => setAdding(true)}>
          {t('account-settings.cards.add')}
        </Button>
      }
    >
      <QueryContent query={cards} skeletonHeight={72}>
        {(saved) =>
          saved.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('account-settings.cards.none')}
            </Typography>
          ) : (
            <Stack component="ul" sx={{ gap: 2, m: 0, p: 0, listStyle: 'none' }}>
              {saved.map((card) => (
                <Stack
                  component="li"
                  key={card.id}
                  direction="row"
                  data-testid="payment-card"
                  sx={{
                    alignItems: 'center',
                    gap: 2,
                    p: 2,
                    borderRadius: 1.5,
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  <CardTypeLogo type={card.cardType} />
                  <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography variant="subtitle2">
                      {t(`account-settings.cardTypes.${card.cardType}`)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      <bdi dir="ltr">{card.cardNumber}</bdi>
                    </Typography>
                  </Stack>
                  <IconButton
                    aria-label={t('account-settings.cards.remove', { last4: lastFourOf(card) })}
                    onClick={() => {
                      remove.reset();
                      setRemoving(card);
                    }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
          )
        }
      </QueryContent>
      {adding && <NewCardDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('account-settings.cards.removeTitle')}
        text={t('account-settings.cards.removeText', { last4: removing ? lastFourOf(removing) : '' })}
        cancelLabel={t('account-settings.cancel')}
        confirmLabel={t('account-settings.cards.removeConfirm')}
        pending={remove.isPending}
        error={remove.isError ? message(remove.error) : undefined}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </SettingsCard>
  );
}
