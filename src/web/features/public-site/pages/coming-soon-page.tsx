import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/web/components/page-head';
import { Countdown } from '@/web/features/public-site/components/countdown';
import { StatusMessage } from '@/web/features/public-site/components/status-message';


/** When the new season's site goes live. */
export const LAUNCH_AT = new Date('2027-03-01T09:00:00Z');

/** `/coming-soon`: what is on its way, with a countdown to the launch. */
export default function ComingSoonPage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHead title={t('status.comingSoon.meta.title')} description={t('status.comingSoon.meta.description')} path="/coming-soon" language={i18n.resolvedLanguage} />
      <StatusMessage heading={t('status.comingSoon.heading')} text={t('status.comingSoon.text')} homeLabel={t('status.comingSoon.home')} image={11}>
        <Box sx={{ mt: 5 }}>
          <Countdown
            target={LAUNCH_AT}
            label={t('status.comingSoon.countdown')}
            doneText={t('status.comingSoon.launched')}
            unitLabels={{
              days: t('status.comingSoon.days'),
              hours: t('status.comingSoon.hours'),
              minutes: t('status.comingSoon.minutes'),
              seconds: t('status.comingSoon.seconds'),
            }}
          />
        </Box>
      </StatusMessage>
    </>
  );
}
