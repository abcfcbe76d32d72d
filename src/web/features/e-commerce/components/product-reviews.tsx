import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_REVIEW_MAX_LENGTH, ProductErrors } from '@/contract/product-rules';
import type { Product } from '@/contract/products';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { TextInput } from '@/web/components/text-input';
import { useAddReview } from '@/web/features/e-commerce/api/add-review';
import { useErrorText } from '@/web/lib/error-text';
import { formatDate } from '@/web/lib/format';
import { VerifiedIcon } from './ecommerce-icons';

function RatingSummary({ product }: { product: Product }) {
  const { t } = useTranslation();
  const total = product.ratings.reduce((sum, rating) => sum + rating.starCount, 0);
  const byStars = [...product.ratings].sort((a, b) => b.name.localeCompare(a.name));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 4, alignItems: { md: 'center' } }}>
      <Stack sx={{ alignItems: 'center', minWidth: 200, gap: 1 }}>
        <Typography variant="subtitle2" component="p">
          {t('ecommerce.reviews.average')}
        </Typography>
        <Typography variant="h2" component="p">
          {product.totalRating.toFixed(1)}
          <Box component="span" sx={{ typography: 'h5', color: 'text.secondary' }}>
            /5
          </Box>
        </Typography>
        <Rating value={product.totalRating} precision={0.1} readOnly aria-hidden />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('ecommerce.reviews.count', { count: product.totalReview })}
        </Typography>
      </Stack>
      <Stack component="ul" aria-label={t('ecommerce.reviews.byStars')} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5, flexGrow: 1 }}>
        {byStars.map((rating) => {
          const stars = Number.parseInt(rating.name, 10);
          const share = total === 0 ? 0 : (rating.starCount / total) * 100;
          return (
            <Stack key={rating.name} component="li" direction="row" sx={{ alignItems: 'center', gap: 2 }}>
              <Typography variant="subtitle2" sx={{ width: 64, flexShrink: 0 }}>
                {t('ecommerce.reviews.stars', { count: stars })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={share}
                color="inherit"
                aria-label={t('ecommerce.reviews.stars', { count: stars })}
                sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
              />
              <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right', color: 'text.secondary' }}>
                {rating.starCount}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}

function ReviewForm({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const addReview = useAddReview();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      rating: rating ? undefined : errorText(ProductErrors.reviewRatingInvalid.code),
      comment: comment.trim() ? undefined : errorText(ProductErrors.reviewCommentRequired.code),
    };
    setErrors(found);
    if (found.rating || found.comment) return;
    await addReview.mutateAsync({ productId, rating: rating!, comment: comment.trim() }).then(
      () => {
        setRating(null);
        setComment('');
        setDone(true);
      },
      () => undefined,
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="write-review-heading">
      <Stack sx={{ gap: 2.5 }}>
        <Typography id="write-review-heading" variant="h6" component="h3">
          {t('ecommerce.reviews.write')}
        </Typography>
        {addReview.isError && (
          <Alert severity="error" role="alert">
            {errorText(addReview.error)}
          </Alert>
        )}
        {done && !addReview.isError && (
          <Alert severity="success" role="status">
            {t('ecommerce.reviews.thanks')}
          </Alert>
        )}
        <Stack sx={{ gap: 0.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            <Typography id="review-rating-label" variant="body2" component="span">
              {t('ecommerce.reviews.yourRating')}
            </Typography>
            <Rating
              name="review-rating"
              value={rating}
              onChange={(_, value) => {
                setRating(value);
                setErrors((current) => ({ ...current, rating: undefined }));
              }}
              aria-labelledby="review-rating-label"
              getLabelText={(value) => t('ecommerce.reviews.stars', { count: value })}
            />
          </Stack>
          {errors.rating && (
            <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
              {errors.rating}
            </Typography>
          )}
        </Stack>
        <TextInput
          label={t('ecommerce.reviews.comment')}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setErrors((current) => ({ ...current, comment: undefined }));
          }}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(errors.comment)}
          helperText={errors.comment}
          inputProps={{ maxLength: PRODUCT_REVIEW_MAX_LENGTH }}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={addReview.isPending}>
            {t('ecommerce.reviews.post')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** The rating summary with a bar per star, the reader's review form and the reviews. */
export function ProductReviews({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack sx={{ gap: 4 }}>
      <RatingSummary product={product} />
      <Divider sx={{ borderStyle: 'dashed' }} />
      <ReviewForm productId={product.id} />
      <Divider sx={{ borderStyle: 'dashed' }} />
      {product.reviews.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('ecommerce.reviews.none')}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={t('ecommerce.reviews.list')} sx={{ listStyle: 'none', m: 0, p: 0, gap: 4 }} data-testid="review-list">
          {product.reviews.map((review) => (
            <Stack key={review.id} component="li" direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <Stack direction={{ xs: 'row', sm: 'column' }} sx={{ alignItems: 'center', gap: 1.5, width: { sm: 180 }, flexShrink: 0, textAlign: { sm: 'center' } }}>
                <AvatarWithInitial name={review.name} src={review.avatarUrl} alt="" sx={{ width: 48, height: 48 }} />
                <div>
                  <Typography variant="subtitle2" noWrap>
                    {review.name}
                  </Typography>
                  <Typography component="time" dateTime={review.postedAt} variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatDate(review.postedAt, i18n.language)}
                  </Typography>
                </div>
              </Stack>
              <Stack sx={{ gap: 1, flexGrow: 1 }}>
                <Rating value={review.rating} readOnly size="small" getLabelText={(value) => t('ecommerce.reviews.stars', { count: value })} />
                {review.isPurchased && (
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
                    <VerifiedIcon fontSize="small" color="success" />
                    <Typography variant="caption">{t('ecommerce.reviews.verified')}</Typography>
                  </Stack>
                )}
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {review.comment}
                </Typography>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
