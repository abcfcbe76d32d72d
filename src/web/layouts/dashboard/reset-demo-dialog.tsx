import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/web/locales/demo-texts';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { resetDemoData } from '@/web/lib/demo-worker';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';
import { toast } from '@/web/lib/toast';

interface ResetDemoDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * The demo build's "Reset demo data": asks first, then has the worker seed a fresh database, signs out and
 * shows the sign-in screen.
 */
export default function ResetDemoDialog({ open, onClose }: ResetDemoDialogProps) {
  const { t, ready } = useTranslation('demo');
  const logout = useAuth((state) => state.logout);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const reset = async () => {
    setPending(true);
    setFailed(false);
    try {
      await resetDemoData();
      // The session went with the data: this forgets the token (the server's answer to ending it is no matter).
      await logout();
      onClose();
      navigate(paths.auth.login, { replace: true });
      toast(t('demo.resetDone'), 'success');
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  if (!ready) return null;
  return (
    <ConfirmDialog
      open={open}
      title={t('demo.resetTitle')}
      text={t('demo.resetText')}
      cancelLabel={t('demo.cancel')}
      confirmLabel={t('demo.confirm')}
      pending={pending}
      error={failed ? t('demo.resetFailed') : undefined}
      onConfirm={() => void reset()}
      onClose={onClose}
    />
  );
}
