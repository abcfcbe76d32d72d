import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rasterContentTypes, rasterHeight, rasterImagePath } from '@/contract/images';
import { AnimateInView } from '@/web/components/animate/animate-in-view';
import { PageHead } from '@/web/components/page-head';
import english from '@/web/locales/en/content/gallery.json';
import { PageIntro } from '@/web/features/public-site/components/page-intro';
import { StageImage, stageImage } from '@/web/features/public-site/components/stage-image';

const PhotoLightbox = lazy(() => import('@/web/components/photo-lightbox'));
const loadLightbox = () => void import('@/web/components/photo-lightbox');

const numbers = Object.keys(english.photos).map(Number);

/** The photo a shared link to the gallery shows, as a JPEG (social networks show no SVG). */
const SHARED_PHOTO = 3;
const shareImage = {
  src: rasterImagePath('gallery', SHARED_PHOTO, 1200, 'jpg'),
  width: 1200,
  height: rasterHeight('gallery', 1200),
  type: rasterContentTypes.jpg,
};

/** `/photoes`: the stage photos in a grid; a photo opens in a lightbox that arrow keys move through. */
export default function GalleryPage() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const photos = numbers.map((n) => ({ n, caption: t(`gallery.photos.${n}`) }));

  return (
    <>
      <PageHead
        title={t('gallery.meta.title')}
        description={t('gallery.meta.description')}
        path="/photoes"
        image={{ ...shareImage, alt: t(`gallery.photos.${SHARED_PHOTO}`) }}
        language={i18n.resolvedLanguage}
      />
      <PageIntro overline={t('gallery.overline')} heading={t('gallery.heading')} lead={t('gallery.lead')} />
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {photos.map((photo, index) => (
            <AnimateInView component="li" key={photo.n} variant="fade" delay={(index % 3) * 100}>
              <ButtonBase
                focusRipple
                aria-label={t('gallery.open', { caption: photo.caption })}
                aria-haspopup="dialog"
                onClick={() => setOpen(index)}
                onPointerEnter={loadLightbox}
                onFocus={loadLightbox}
                sx={{ display: 'block', width: 1, borderRadius: 2, overflow: 'hidden', '&:hover img': { transform: 'scale(1.04)' } }}
              >
                <StageImage
                  n={photo.n}
                  alt=""
                  priority={index < 3}
                  sizes="(min-width: 1200px) 373px, (min-width: 900px) calc(33.3vw - 27px), (min-width: 600px) calc(50vw - 32px), calc(100vw - 32px)"
                  sx={{ borderRadius: 0, transition: 'transform 300ms', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
                />
              </ButtonBase>
            </AnimateInView>
          ))}
        </Box>
      </Container>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            captions={photos.map((photo) => photo.caption)}
            renderPhoto={(index, sx) => (
              <StageImage
                n={photos[index]!.n}
                alt={photos[index]!.caption}
                priority
                sizes="(min-width: 900px) calc(100vw - 96px), calc(100vw - 32px)"
                sx={[sx, { aspectRatio: `${stageImage.width} / ${stageImage.height}`, minWidth: { md: 720 } }]}
              />
            )}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            labels={{
              dialog: t('gallery.dialog.label'),
              close: t('gallery.dialog.close'),
              previous: t('gallery.dialog.previous'),
              next: t('gallery.dialog.next'),
              position: t('gallery.dialog.position', { current: open + 1, total: photos.length }),
            }}
          />
        </Suspense>
      )}
    </>
  );
}
