import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { CheckboxTreeDemo } from './demos/checkbox-tree-demo';
import checkboxSource from './demos/checkbox-tree-demo.tsx?raw';
import { FileSystemTreeDemo } from './demos/file-system-tree-demo';
import fileSystemSource from './demos/file-system-tree-demo.tsx?raw';

export default function TreeViewDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.tree-view.fileSystem.title')}
        description={t('components-showcase.tree-view.fileSystem.description')}
        source={fileSystemSource}
      >
        <FileSystemTreeDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.tree-view.checkbox.title')}
        description={t('components-showcase.tree-view.checkbox.description')}
        source={checkboxSource}
      >
        <CheckboxTreeDemo />
      </DemoBlock>
    </>
  );
}
