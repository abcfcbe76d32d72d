import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { TypeScaleDemo } from './demos/type-scale-demo';
import typeScaleSource from './demos/type-scale-demo.tsx?raw';

export default function TypographyDemos() {
  const { t } = useTranslation();
  return (
    <DemoBlock
      title={t('components-showcase.typography.scale.title')}
      description={t('components-showcase.typography.scale.description')}
      source={typeScaleSource}
    >
      <TypeScaleDemo />
    </DemoBlock>
  );
}
