import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDeferredValue } from 'react';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { Page } from '@/web/components/page';
import { DashboardLimits } from '@/contract/dashboard-rules';
import { formatNumber } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';
import { useAppSummary } from '@/web/features/overview/api/dashboard-summaries';
import {
  DueSoonList,
  TopAuthorsList,
  TopProductsList,
  UpcomingEventsList,
} from '@/web/features/overview/components/app/app-lists';
import { FeaturedPostsCarousel } from '@/web/features/overview/components/app/featured-posts-carousel';
import { SiteWidgets } from '@/web/features/overview/components/app/site-widgets';
import { WelcomeCard } from '@/web/features/overview/components/app/welcome-card';
import { DashboardHeading } from '@/web/features/overview/components/dashboard-heading';
import { OrdersTable } from '@/web/features/overview/components/orders-table';
import { useDashboardPeriod } from '@/web/features/overview/components/period-select';
import { TrendCard } from '@/web/features/overview/components/trend-card';
import { WidgetCard } from '@/web/features/overview/components/widget-card';

/** /dashboard/app: the signed-in start screen, every figure from the server for the chosen period. */
export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const user = useAuth((state) => state.user);
  const [period, setPeriod] = useDashboardPeriod();
  const { data: answer, error } = useAppSummary(period);
  // The figures render as a transition: React builds the widgets in slices and lets the browser respond between
  // them, instead of in one long task when the answer arrives.
  const data = useDeferredValue(answer);
  // While another period loads, the figures on screen are still the last period's: so are their words.
  const shown = data?.period ?? period;
  const count = (value: number) => formatNumber(value, i18n.language);
  const admin = data ? data.site !== null : user?.role === 'admin';
  const viewAll = (to: string, label: string) => (
    <Button component={RouterLink} to={to} size="small" color="inherit">
      {label}
    </Button>
  );

  return (
    <Page title={t('titles.app')}>
      <DashboardHeading heading={t('overview.app.heading')} period={{ value: period, onChange: setPeriod }} />
      <LoadFailedAlert title={t('overview.loadFailed')} error={error} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <WelcomeCard name={user?.displayName ?? ''} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FeaturedPostsCarousel posts={data?.featuredPosts} />
        </Grid>

        <Grid size={{ xs: 12, sm: 6, md: admin ? 3 : 6 }}>
          <TrendCard
            title={t('overview.app.totals.created')}
            figure={data?.accounts.created}
            period={shown}
            format={count}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: admin ? 3 : 6 }}>
          <TrendCard
            title={t('overview.app.totals.active')}
            figure={
              data && { current: data.accounts.active, previous: data.accounts.active, changePercent: null }
            }
            caption={t('overview.app.totals.activeHint')}
            period={shown}
            format={count}
          />
        </Grid>
        {admin && (
          <>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TrendCard
                title={t('overview.app.totals.views')}
                figure={data?.site?.pageViews}
                period={shown}
                format={count}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TrendCard
                title={t('overview.app.totals.requests')}
                figure={data?.site?.requests}
                period={shown}
                format={count}
              />
            </Grid>
            <SiteWidgets site={data?.site ?? undefined} period={shown} />
          </>
        )}

        <Grid size={{ xs: 12, md: admin ? 8 : 12 }}>
          <WidgetCard
            title={t(admin ? 'overview.app.invoices.title' : 'overview.app.invoices.own')}
            action={viewAll(paths.dashboard.eCommerce.invoice(), t('overview.app.invoices.all'))}
            sx={{ height: 1 }}
          >
            <OrdersTable
              orders={data?.latestInvoices}
              label={t(admin ? 'overview.app.invoices.title' : 'overview.app.invoices.own')}
              empty={t('overview.app.invoices.empty')}
              rows={DashboardLimits.latestInvoices}
            />
          </WidgetCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WidgetCard
            title={t('overview.app.topProducts.title')}
            action={viewAll(paths.dashboard.eCommerce.shop, t('overview.app.topProducts.shop'))}
            sx={{ height: 1 }}
          >
            <TopProductsList products={data?.topProducts} />
          </WidgetCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WidgetCard
            title={t('overview.app.topAuthors.title')}
            action={viewAll(paths.dashboard.blog.posts, t('overview.app.topAuthors.blog'))}
            sx={{ height: 1 }}
          >
            <TopAuthorsList authors={data?.topAuthors} />
          </WidgetCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WidgetCard
            title={t('overview.app.upcoming.title')}
            action={viewAll(paths.dashboard.calendar, t('overview.app.upcoming.calendar'))}
            sx={{ height: 1 }}
          >
            <UpcomingEventsList events={data?.upcomingEvents} />
          </WidgetCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WidgetCard
            title={t('overview.app.dueSoon.title')}
            subheader={t('overview.app.dueSoon.hint')}
            action={viewAll(paths.dashboard.kanban, t('overview.app.dueSoon.kanban'))}
            sx={{ height: 1 }}
          >
            <DueSoonList cards={data?.dueSoon} />
          </WidgetCard>
        </Grid>
      </Grid>
    </Page>
  );
}
