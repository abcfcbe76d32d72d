import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { AutoplayCarouselDemo } from './demos/autoplay-carousel-demo';
import autoplaySource from './demos/autoplay-carousel-demo.tsx?raw';
import { BasicCarouselDemo } from './demos/basic-carousel-demo';
import basicSource from './demos/basic-carousel-demo.tsx?raw';
import { CaptionsCarouselDemo } from './demos/captions-carousel-demo';
import captionsSource from './demos/captions-carousel-demo.tsx?raw';
import { MultipleSlidesDemo } from './demos/multiple-slides-demo';
import multipleSource from './demos/multiple-slides-demo.tsx?raw';
import { ThumbnailsCarouselDemo } from './demos/thumbnails-carousel-demo';
import thumbnailsSource from './demos/thumbnails-carousel-demo.tsx?raw';

export default function CarouselDemos() {
  const { t } = useTranslation();
  const blocks = [
    { key: 'basic', source: basicSource, demo: <BasicCarouselDemo /> },
    { key: 'autoplay', source: autoplaySource, demo: <AutoplayCarouselDemo /> },
    { key: 'multiple', source: multipleSource, demo: <MultipleSlidesDemo /> },
    { key: 'thumbnails', source: thumbnailsSource, demo: <ThumbnailsCarouselDemo /> },
    { key: 'captions', source: captionsSource, demo: <CaptionsCarouselDemo /> },
  ];
  return (
    <>
      {blocks.map(({ key, source, demo }) => (
        <DemoBlock
          key={key}
          title={t(`components-showcase.carousel.${key}.title`)}
          description={t(`components-showcase.carousel.${key}.description`)}
          source={source}
        >
          {demo}
        </DemoBlock>
      ))}
    </>
  );
}
