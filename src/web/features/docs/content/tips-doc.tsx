import { DocHeading, DocLead, DocText } from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-tips.json';

/** Practical advice for working on the codebase, by topic. */
export function TipsDoc() {
  return (
    <>
      <DocLead />
      {Object.entries(english.topics).map(([topic, tips]) => (
        <section key={topic} aria-labelledby={topic}>
          <DocHeading id={topic} />
          <ul>
            {Object.keys(tips).map((tip) => (
              <li key={tip}>
                <DocText k={`topics.${topic}.${tip}`} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
