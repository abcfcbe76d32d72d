import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** A thin bar at the very top while the next screen's code loads. */
export function TopProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <LinearProgress
      aria-label={t('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
