import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { IconSearchDemo } from './demos/icon-search-demo';
import iconSearchSource from './demos/icon-search-demo.tsx?raw';

export default function IconsDemos() {
  const { t } = useTranslation();
  return (
    <DemoBlock
      title={t('components-showcase.icons.search.title')}
      description={t('components-showcase.icons.search.description')}
      source={iconSearchSource}
    >
      <IconSearchDemo />
    </DemoBlock>
  );
}
