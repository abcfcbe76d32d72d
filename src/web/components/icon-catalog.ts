import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import * as actionIcons from './action-icons';
import * as dashboardIcons from './dashboard-icon';
import * as icons from './icons';
import * as networkIcons from './network-icons';

export interface AppIcon {
  name: string;
  /** The module that exports it, as an import names it. */
  module: string;
  Icon: ComponentType<SvgIconProps>;
}

// The app draws its icons inline (no icon package): these are the shared modules, read as they export them.
const modules = {
  '@/web/components/icons': icons,
  '@/web/components/action-icons': actionIcons,
  '@/web/components/network-icons': networkIcons,
  '@/web/components/dashboard-icon': dashboardIcons,
};

/** Every shared icon of the app, by name (the docs' icon page and the showcase's gallery list these). */
export const appIcons: AppIcon[] = Object.entries(modules)
  .flatMap(([module, exports]) =>
    Object.entries(exports as Record<string, ComponentType<SvgIconProps>>)
      .filter(([name]) => name.endsWith('Icon'))
      .map(([name, Icon]) => ({ name, module, Icon })),
  )
  .sort((a, b) => a.name.localeCompare(b.name));

/** The import statement that brings an icon in. */
export const importOf = ({ name, module }: AppIcon) => `import { ${name} } from '${module}';`;
