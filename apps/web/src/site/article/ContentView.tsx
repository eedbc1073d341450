import type { SiteLanguage } from '@maple/contracts';
import type { Block, PageContent } from '../../content/types';
import { fill, type SiteStrings } from '../site-strings';
import { RichText } from './RichText';

const prose = 'text-base leading-7 text-gray-800 dark:text-gray-200';

function BlockView({ block, language }: { block: Block; language: SiteLanguage }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={prose}>
          <RichText text={block.text} language={language} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`${prose} ${block.ordered ? 'list-decimal' : 'list-disc'} space-y-2 pl-6`}>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} language={language} />
            </li>
          ))}
        </List>
      );
    }
    case 'subheading':
      return <h3 className="pt-2 text-lg font-semibold">{block.text}</h3>;
    case 'note':
      return (
        <p
          className={`${prose} rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 dark:border-red-400 dark:bg-gray-900`}
        >
          <RichText text={block.text} language={language} />
        </p>
      );
    case 'faq':
      return (
        <div className="space-y-6">
          {block.items.map(({ question, answer }) => (
            <div key={question} className="space-y-2">
              <h3 className="text-lg font-semibold">{question}</h3>
              {answer.map((paragraph) => (
                <p key={paragraph} className={prose}>
                  <RichText text={paragraph} language={language} />
                </p>
              ))}
            </div>
          ))}
        </div>
      );
    case 'table':
      return (
        <table className={`${prose} w-full border-collapse text-left`}>
          <caption className="pb-2 text-left font-semibold">{block.caption}</caption>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label} className="border-t border-gray-200 dark:border-gray-700">
                <th scope="row" className="py-2 pr-4 align-top font-medium">
                  {label}
                </th>
                <td className="py-2">
                  <RichText text={value} language={language} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/** Blocks are fixed content; their words tell them apart. */
const keyOf = (block: Block): string => {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
    case 'subheading':
      return block.text;
    case 'list':
      return block.items.join('\n');
    case 'faq':
      return block.items.map((item) => item.question).join('\n');
    case 'table':
      return block.caption;
  }
};

const effectiveDate = (iso: string, language: SiteLanguage): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** A marketing, education or legal page, laid out from its content (content/types.ts). */
export function ContentView({
  content,
  strings,
  language,
  signUpHref,
}: {
  content: PageContent;
  strings: SiteStrings;
  language: SiteLanguage;
  signUpHref: string;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.heading}</h1>
      {content.effective !== undefined && (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          {fill(strings.content.effective, { date: effectiveDate(content.effective, language) })}
        </p>
      )}
      <p className="mt-6 text-lg leading-8 text-gray-800 dark:text-gray-200">
        <RichText text={content.lead} language={language} />
      </p>
      {content.sections.map((section) => (
        <section key={section.heading} className="mt-10 space-y-4">
          <h2 className="text-2xl font-semibold tracking-tight">{section.heading}</h2>
          {section.blocks.map((block) => (
            <BlockView key={keyOf(block)} block={block} language={language} />
          ))}
        </section>
      ))}
      {content.effective === undefined && (
        <aside className="mt-12 rounded-lg border border-gray-200 p-6 dark:border-gray-700">
          <h2 className="text-xl font-semibold">{strings.content.ctaHeading}</h2>
          <p className={`mt-2 ${prose}`}>{strings.content.ctaText}</p>
          <a
            href={signUpHref}
            className="mt-4 inline-block rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
          >
            {strings.content.ctaButton}
          </a>
        </aside>
      )}
    </article>
  );
}
