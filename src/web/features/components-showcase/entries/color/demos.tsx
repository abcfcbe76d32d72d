import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { PaletteDemo } from './demos/palette-demo';
import paletteSource from './demos/palette-demo.tsx?raw';
import { PresetDemo } from './demos/preset-demo';
import presetSource from './demos/preset-demo.tsx?raw';

export default function ColorDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.color.presets.title')}
        description={t('components-showcase.color.presets.description')}
        source={presetSource}
      >
        <PresetDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.color.palette.title')}
        description={t('components-showcase.color.palette.description')}
        source={paletteSource}
      >
        <PaletteDemo />
      </DemoBlock>
    </>
  );
}
