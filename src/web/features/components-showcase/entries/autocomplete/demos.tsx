import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { FreeSoloDemo } from './demos/free-solo-demo';
import freeSoloSource from './demos/free-solo-demo.tsx?raw';
import { MultipleDemo } from './demos/multiple-demo';
import multipleSource from './demos/multiple-demo.tsx?raw';
import { SingleDemo } from './demos/single-demo';
import singleSource from './demos/single-demo.tsx?raw';

export default function AutocompleteDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.autocomplete.single.title')}
        description={t('components-showcase.autocomplete.single.description')}
        source={singleSource}
      >
        <SingleDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.autocomplete.multiple.title')}
        description={t('components-showcase.autocomplete.multiple.description')}
        source={multipleSource}
      >
        <MultipleDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.autocomplete.freeSolo.title')}
        description={t('components-showcase.autocomplete.freeSolo.description')}
        source={freeSoloSource}
      >
        <FreeSoloDemo />
      </DemoBlock>
    </>
  );
}
