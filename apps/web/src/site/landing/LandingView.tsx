import { inLanguage } from '../../lib/i18n/languages';
import { paths } from '../../lib/routing/paths';
import { Island } from '../Island';
import type { SiteView } from '../site-view';
import { ContactSection } from './ContactSection';

/**
 * The landing page (docs/product/overview.md): what the product offers, live prices, and the
 * contact form. Only the price board and the form run in the browser (islands.tsx); the rest
 * stays the prerendered HTML.
 */
export function LandingView({ view }: { view: SiteView }) {
  const { landing } = view.strings;
  return (
    <>
      <section className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {landing.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-gray-700 dark:text-gray-300">
            {landing.lead}
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a
              href={inLanguage(paths.signup, view.language)}
              className="rounded-md bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700"
            >
              {landing.signUp}
            </a>
            <a
              href={inLanguage(paths.signin, view.language)}
              className="rounded-md border border-gray-300 px-5 py-3 font-semibold hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
            >
              {landing.signIn}
            </a>
          </div>
        </div>
      </section>
      <Island name="prices" view={view} />
      <section className="mx-auto max-w-7xl px-4 pb-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {landing.points.map((point) => (
            <li
              key={point.heading}
              className="rounded-lg border border-gray-200 p-6 dark:border-gray-800"
            >
              <h2 className="text-lg font-semibold">{point.heading}</h2>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <ContactSection view={view} heading={landing.contact.heading} />
    </>
  );
}
