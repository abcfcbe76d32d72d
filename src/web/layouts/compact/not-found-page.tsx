import { useTranslation } from 'react-i18next';
import { PageNotFoundIllustration } from './page-not-found-illustration';
import { StatusScreen } from './status-screen';

/** /404: where every unknown address ends up. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      title={t('compact.titles.notFound')}
      heading={t('compact.notFound.heading')}
      text={t('compact.notFound.body')}
      illustration={<PageNotFoundIllustration />}
    />
  );
}
