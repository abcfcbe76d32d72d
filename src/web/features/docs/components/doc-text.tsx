import { createContext, useContext } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';

/** Values every documentation text may use. */
const values = { product: brand.productName, presenter: brand.presenter.name };

/** Inline markup the texts may hold; anything else shows as plain text. */
const markup = { code: <code />, strong: <strong />, em: <em /> };

/** The text namespace of the page being shown (`doc-<slug>`): its prose components read their keys from it. */
export const DocNamespace = createContext('doc-introduction');

/** The page's own texts: `t('lead')` reads `doc-<slug>.lead`. */
export function useDocTranslation() {
  return useTranslation(useContext(DocNamespace));
}

/** One text of the page, with its <code>, <strong> and <em> parts. */
export function DocText({ k, values: own }: { k: string; values?: Record<string, string | number> }) {
  const { t } = useDocTranslation();
  return <Trans t={t} i18nKey={k} values={{ ...values, ...own }} components={markup} />;
}

/** A paragraph of the page's text. */
export function DocParagraph({ k, values: own }: { k: string; values?: Record<string, string | number> }) {
  return (
    <p>
      <DocText k={k} values={own} />
    </p>
  );
}

/** The lead paragraph under the page's title. */
export function DocLead({ k = 'lead' }: { k?: string }) {
  return (
    <p className="lead">
      <DocText k={k} />
    </p>
  );
}

/** A bulleted list of the texts under `<base>`, one item per key. */
export function DocList({ base, keys }: { base: string; keys: readonly string[] }) {
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <DocText k={`${base}.${key}`} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A section heading, `headings.<id>` of the page's texts, with `id` as its anchor: the page's table of contents
 * and the docs search list a page's `headings` in the order of its texts file, which is the order they show in.
 */
export function DocHeading({ id }: { id: string }) {
  const { t } = useDocTranslation();
  return <h2 id={id}>{t(`headings.${id}`)}</h2>;
}
