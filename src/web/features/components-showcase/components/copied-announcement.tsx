import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

/** Tells screen readers what was just copied (the visible "Copied" sits on the control itself). */
export function CopiedAnnouncement({ copied }: { copied: string | null }) {
  const { t } = useTranslation();
  return (
    <span role="status" style={visuallyHidden}>
      {copied ? t('components-showcase.copiedValue', { value: copied }) : ''}
    </span>
  );
}
