import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { SelectableListDemo } from './demos/selectable-list-demo';
import selectableSource from './demos/selectable-list-demo.tsx?raw';
import { CheckboxListDemo } from './demos/checkbox-list-demo';
import checkboxSource from './demos/checkbox-list-demo.tsx?raw';
import { NestedListDemo } from './demos/nested-list-demo';
import nestedSource from './demos/nested-list-demo.tsx?raw';

export default function ListDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.list.selectable.title')}
        description={t('components-showcase.list.selectable.description')}
        source={selectableSource}
      >
        <SelectableListDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.list.checkbox.title')}
        description={t('components-showcase.list.checkbox.description')}
        source={checkboxSource}
      >
        <CheckboxListDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.list.nested.title')}
        description={t('components-showcase.list.nested.description')}
        source={nestedSource}
      >
        <NestedListDemo />
      </DemoBlock>
    </>
  );
}
