import { useTranslation } from 'react-i18next';
import { ServerErrorIllustration } from './server-error-illustration';
import { StatusScreen } from './status-screen';

/** /500, and what a screen that crashed shows instead (see route-error-screen). */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      title={t('compact.titles.serverError')}
      heading={t('compact.serverError.heading')}
      text={t('compact.serverError.body')}
      illustration={<ServerErrorIllustration />}
    />
  );
}
