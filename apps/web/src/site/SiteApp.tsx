import { sitePath } from '@maple/contracts';
import { mainContentId, SkipLink } from '../components/page/SkipLink';
import { inLanguage } from '../lib/i18n/languages';
import { paths } from '../lib/routing/paths';
import { ContentView } from './article/ContentView';
import { Island } from './Island';
import { ContactSection } from './landing/ContactSection';
import { LandingView } from './landing/LandingView';
import { SiteFooter } from './SiteFooter';
import type { SiteView } from './site-view';

function NotFoundView({ view }: { view: SiteView }) {
  const { strings, language } = view;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{strings.notFound.heading}</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">{strings.notFound.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <a
          href={sitePath('/', language)}
          className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
        >
          {strings.notFound.home}
        </a>
        <a
          href={sitePath(paths.learn, language)}
          className="rounded-md border border-gray-300 px-4 py-2 font-medium hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
        >
          {strings.notFound.learn}
        </a>
      </div>
    </div>
  );
}

function PageBody({ view }: { view: SiteView }) {
  const { page } = view;
  switch (page.kind) {
    case 'landing':
      return <LandingView view={view} />;
    case 'content':
      return (
        <>
          <ContentView
            content={page.content}
            strings={view.strings}
            language={view.language}
            signUpHref={inLanguage(paths.signup, view.language)}
          />
          {view.path === paths.contact && (
            <ContactSection view={view} heading={view.strings.landing.contact.pageHeading} />
          )}
        </>
      );
    case 'notFound':
      return <NotFoundView view={view} />;
  }
}

/**
 * A page of the public site: header, the page, footer. Prerendered; in the browser only its
 * islands (islands.tsx) are hydrated.
 */
export function SiteApp({ view }: { view: SiteView }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={view.strings.skipToContent} />
      <Island name="header" view={view} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
        <PageBody view={view} />
      </main>
      <SiteFooter view={view} />
    </div>
  );
}
