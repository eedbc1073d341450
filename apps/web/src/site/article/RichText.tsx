import { matchSitePage, type SiteLanguage, sitePath } from '@maple/contracts';
import type { ReactNode } from 'react';

const linkClass =
  'font-medium text-red-700 underline underline-offset-2 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200';

/** A link target in the reader's language: site pages get their language's path. */
export function localHref(href: string, language: SiteLanguage): string {
  if (!href.startsWith('/')) return href;
  const [path = '/', hash] = href.split('#', 2);
  const local = matchSitePage(path) === undefined ? path : sitePath(path, language);
  return hash === undefined ? local : `${local}#${hash}`;
}

// `[label](href)` or `**strong**`, whichever comes first.
const markPattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/**
 * Text with the two inline marks of the content (content/types.ts): links and strong words.
 * Strong words may hold links (`**A [learning centre](/learn)**`): they are read as text in
 * turn. Everything else stays text, so content can never inject markup.
 */
export function RichText({ text, language }: { text: string; language: SiteLanguage }) {
  return <>{richParts(text, language)}</>;
}

function richParts(text: string, language: SiteLanguage): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markPattern)) {
    const [whole, label, href, strong] = match;
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    if (strong !== undefined) {
      parts.push(<strong key={at}>{richParts(strong, language)}</strong>);
    } else if (label !== undefined && href !== undefined) {
      const external = !href.startsWith('/') && !href.startsWith('#');
      parts.push(
        <a
          key={at}
          href={localHref(href, language)}
          className={linkClass}
          {...(external ? { rel: 'noopener noreferrer' } : {})}
        >
          {label}
        </a>,
      );
    }
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
