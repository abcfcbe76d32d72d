import Link from '@mui/material/Link';
import { DocTable } from '@/web/features/docs/components/doc-table';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  DocText,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import { dependencyGroups, engines, packageDependencies, scripts } from './package-manifest';

/** `npm start` and `npm test` have their short forms; every other script runs with `npm run`. */
const commandOf = (script: string) =>
  script === 'start' || script === 'test' ? `npm ${script}` : `npm run ${script}`;

/** package.json as the build read it: the Node version, every script and every dependency by what it is for. */
export function PackageDoc() {
  const { t } = useDocTranslation();
  return (
    <>
      <DocLead />
      <DocParagraph k="engineText" values={{ node: engines.node }} />
      <DocHeading id="scripts" />
      <DocParagraph k="scriptsText" />
      <DocTable
        label={t('headings.scripts')}
        headers={[t('header.command'), t('header.description')]}
        rows={Object.keys(scripts).map((script) => ({
          key: script,
          cells: [
            <code key="command">{commandOf(script)}</code>,
            <DocText key="text" k={`scripts.${script}`} />,
          ],
        }))}
      />
      <DocHeading id="dependencies" />
      <DocParagraph k="dependenciesText" />
      {dependencyGroups.map(({ key }) => (
        <section key={key} aria-labelledby={`dependencies-${key}`}>
          <h3 id={`dependencies-${key}`}>{t(`groups.${key}.title`)}</h3>
          <DocParagraph k={`groups.${key}.text`} />
          <DocTable
            label={t(`groups.${key}.title`)}
            headers={[t('header.package'), t('header.version'), t('header.kind')]}
            rows={packageDependencies
              .filter((dependency) => dependency.group === key)
              .map(({ name, version, dev }) => ({
                key: name,
                cells: [
                  <Link
                    key="name"
                    href={`https://www.npmjs.com/package/${name}`}
                    target="_blank"
                    rel="noopener"
                  >
                    <code>{name}</code>
                  </Link>,
                  <code key="version">{version}</code>,
                  dev ? t('kind.dev') : t('kind.runtime'),
                ],
              }))}
          />
        </section>
      ))}
    </>
  );
}
