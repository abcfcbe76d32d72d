import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AppSummary } from '@/contract/dashboard';
import { formatPrice } from '@/contract/money';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { Label } from '@/web/components/label';
import { formatDateTime, formatNumber, formatTimeAgo, dateFormat } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { CoverImage, FigureList } from '@/web/features/overview/components/figure-list';

const thumb = { width: 48, height: 48, borderRadius: 1.5, flexShrink: 0 } as const;

/** The catalogue's best sellers of all time. */
export function TopProductsList({ products }: { products: AppSummary['topProducts'] | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <FigureList
      empty={t('overview.app.topProducts.empty')}
      items={products?.map((product) => ({
        key: product.id,
        media: <CoverImage src={product.cover} />,
        primary: (
          <Link component={RouterLink} to={paths.dashboard.eCommerce.product(product.slug)} color="inherit">
            {product.name}
          </Link>
        ),
        secondary: formatPrice(product.price, i18n.language),
        end: (
          <Typography variant="body2">
            {t('overview.app.topProducts.sold', {
              count: product.sold,
              formatted: formatNumber(product.sold, i18n.language),
            })}
          </Typography>
        ),
      }))}
    />
  );
}

/** The accounts that wrote the most published posts. */
export function TopAuthorsList({ authors }: { authors: AppSummary['topAuthors'] | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <FigureList
      empty={t('overview.app.topAuthors.empty')}
      items={authors?.map((author) => ({
        key: author.userId,
        media: (
          <AvatarWithInitial
            name={author.name}
            src={author.avatarUrl}
            alt=""
            sx={{ width: 48, height: 48 }}
          />
        ),
        primary: author.name,
        secondary: t('overview.app.topAuthors.posts', { count: author.posts }),
        end: (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('overview.app.topAuthors.views', {
              count: author.views,
              formatted: formatNumber(author.views, i18n.language),
            })}
          </Typography>
        ),
      }))}
    />
  );
}

/** Calendar events not over yet, soonest first, each with its day as a badge in its own colour. */
export function UpcomingEventsList({ events }: { events: AppSummary['upcomingEvents'] | undefined }) {
  const { t, i18n } = useTranslation();
  const day = dateFormat(i18n.language, { day: 'numeric' });
  const month = dateFormat(i18n.language, { month: 'short' });
  return (
    <FigureList
      empty={t('overview.app.upcoming.empty')}
      items={events?.map((event) => ({
        key: event.id,
        media: (
          <Avatar
            variant="rounded"
            aria-hidden
            sx={{
              ...thumb,
              flexDirection: 'column',
              bgcolor: 'action.hover',
              color: 'text.primary',
              borderInlineStart: `4px solid ${event.color}`,
            }}
          >
            <Typography variant="subtitle2" component="span" sx={{ lineHeight: 1 }}>
              {day.format(new Date(event.start))}
            </Typography>
            <Typography variant="caption" component="span" sx={{ lineHeight: 1.2 }}>
              {month.format(new Date(event.start))}
            </Typography>
          </Avatar>
        ),
        primary: event.title,
        secondary: event.allDay
          ? t('overview.app.upcoming.allDay')
          : formatDateTime(event.start, i18n.language),
      }))}
    />
  );
}

/** Open kanban cards due within the week (or overdue), soonest first. */
export function DueSoonList({ cards }: { cards: AppSummary['dueSoon'] | undefined }) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  return (
    <FigureList
      empty={t('overview.app.dueSoon.empty')}
      items={cards?.map((card) => {
        const overdue = new Date(card.due) < now;
        return {
          key: card.id,
          primary: card.name,
          secondary: card.column,
          end: overdue ? (
            <Label color="error" variant="soft">
              {t('overview.app.dueSoon.overdue', { when: formatTimeAgo(card.due, i18n.language) })}
            </Label>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('overview.app.dueSoon.due', { when: formatTimeAgo(card.due, i18n.language) })}
            </Typography>
          ),
        };
      })}
    />
  );
}
