import { useContext } from 'react';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocTable } from '@/web/features/docs/components/doc-table';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import { RouteTable } from '@/web/lib/route-table';
import { routeRows, type RouteRow } from './route-rows';

const featureExample = `// src/web/features/kanban/routes.tsx
const screen = deferredScreens('features/kanban/pages', () => import('./screens').then((m) => m.screens));

export const kanbanFeature: WebFeature = {
  name: 'kanban',
  namespaces: ['kanban'],
  routes: {
    dashboard: [{ path: paths.dashboard.kanban, ...screen('kanban-page') }],
  },
};`;

/** The app's route table as the router holds it, and how routes, guards and lazy screens work. */
export function RoutingDoc() {
  const { t } = useDocTranslation();
  const rows = routeRows(useContext(RouteTable));
  const shows = (row: RouteRow) =>
    row.redirectTo ? (
      <span>
        {t('redirectsTo')} <code>{row.redirectTo}</code>
      </span>
    ) : (
      <span>
        {row.layout && <>{t('layoutName', { layout: row.layout })} · </>}
        {row.module ? <code>{row.module.replace(/^features\//, '')}</code> : t('inline')}
      </span>
    );
  return (
    <>
      <DocLead />
      <DocHeading id="table" />
      <DocParagraph k="tableText" values={{ count: rows.length }} />
      <DocTable
        label={t('headings.table')}
        headers={[t('header.path'), t('header.shows'), t('header.access')]}
        rows={rows.map((row) => ({
          key: row.path,
          cells: [
            <code key="path">{row.path}</code>,
            shows(row),
            row.access ? t(`access.${row.access}`) : t('access.all'),
          ],
        }))}
      />
      <DocHeading id="features" />
      <DocParagraph k="featuresText" />
      <CodeBlock code={featureExample} language="tsx" />
      <DocParagraph k="slotsText" />
      <DocHeading id="guards" />
      <DocParagraph k="guardsText" />
      <DocHeading id="lazy" />
      <DocParagraph k="lazyText" />
      <DocParagraph k="prerenderText" />
      <DocHeading id="loaders" />
      <DocParagraph k="loadersText" />
      <DocParagraph k="notFoundText" />
    </>
  );
}
