import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyContent } from '@/web/components/empty-content';
import { cardGridSx } from '@/web/features/user/components/card-grid';
import { useGallery } from '@/web/features/user/api/get-social-lists';
import { useErrorText } from '@/web/lib/error-text';
import { formatDate } from '@/web/lib/format';

const PhotoLightbox = lazy(() => import('@/web/components/photo-lightbox'));
const loadLightbox = () => void import('@/web/components/photo-lightbox');

/** The user's pictures in a grid; one opens full size in a lightbox that arrow keys move through. */
export function ProfileGallery() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { data: gallery, isLoading, error } = useGallery();
  const [open, setOpen] = useState<number | null>(null);

  let content: ReactNode;
  if (isLoading)
    content = (
      <Box sx={cardGridSx} aria-busy>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        ))}
      </Box>
    );
  else if (error && !gallery) content = <EmptyContent title={t('profile.loadFailed')} description={errorText(error)} titleComponent="h3" />;
  else if (!gallery || gallery.length === 0)
    content = <EmptyContent title={t('profile.gallery.empty')} description={t('profile.gallery.emptyHint')} titleComponent="h3" />;
  else
    content = (
      <Box component="ul" aria-label={t('profile.gallery.heading')} sx={cardGridSx}>
        {gallery.map((item, index) => (
          <li key={item.id}>
            <ButtonBase
              focusRipple
              aria-label={t('profile.gallery.open', { title: item.title })}
              aria-haspopup="dialog"
              onClick={() => setOpen(index)}
              onPointerEnter={loadLightbox}
              onFocus={loadLightbox}
              sx={{
                position: 'relative',
                display: 'block',
                width: 1,
                borderRadius: 2,
                overflow: 'hidden',
                textAlign: 'left',
                '&:hover img': { transform: 'scale(1.04)' },
              }}
            >
              <Box
                component="img"
                src={item.imageUrl}
                alt=""
                loading={index < 6 ? 'eager' : 'lazy'}
                sx={{
                  display: 'block',
                  width: 1,
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  transition: 'transform 300ms',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  p: 2,
                  color: 'common.white',
                  backgroundImage: 'linear-gradient(to bottom, transparent, rgba(22, 28, 36, 0.9))',
                }}
              >
                <Typography variant="subtitle2" component="span" sx={{ display: 'block' }} noWrap>
                  {item.title}
                </Typography>
                <Typography variant="caption" component="span" sx={{ display: 'block', opacity: 0.86 }}>
                  {formatDate(item.postAt, i18n.language)}
                </Typography>
              </Box>
            </ButtonBase>
          </li>
        ))}
      </Box>
    );

  return (
    <section aria-label={t('profile.gallery.heading')}>
      <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
        {t('profile.gallery.heading')}
      </Typography>
      {content}
      {gallery && open !== null && gallery[open] && (
        <Suspense fallback={null}>
          <PhotoLightbox
            captions={gallery.map((item) => item.title)}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            renderPhoto={(index, sx) => (
              <Box component="img" src={gallery[index]!.imageUrl} alt={gallery[index]!.title} sx={[sx, { minWidth: { md: 640 }, objectFit: 'contain', borderRadius: 2 }]} />
            )}
            labels={{
              dialog: t('profile.gallery.dialog'),
              close: t('profile.gallery.close'),
              previous: t('profile.gallery.previous'),
              next: t('profile.gallery.next'),
              position: t('profile.gallery.position', { current: open + 1, total: gallery.length }),
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
