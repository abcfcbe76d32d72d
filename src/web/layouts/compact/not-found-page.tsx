import { useTranslation } from 'react-i18next';
import { PageNotFoundIllustration } from './page-not-found-illustration';
import { StatusScreen } from './status-screen';

/** The not-found message with its picture; the way back leads home unless said otherwise. */
export function NotFoundStatus({ back }: { back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      title={t('compact.titles.notFound')}
      heading={t('compact.notFound.heading')}
      text={t('compact.notFound.body')}
      illustration={<PageNotFoundIllustration />}
      back={back}
    />
  );
}

/** /404: where every unknown address ends up. */
export default function NotFoundPage() {
  return <NotFoundStatus />;
}
