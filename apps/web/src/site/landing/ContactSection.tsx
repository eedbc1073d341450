import { Island } from '../Island';
import type { IslandView } from '../site-view';

/** The anchor other pages link to (`/contact#contact-form`). */
export const contactFormId = 'contact-form';

/**
 * The contact form with its heading, on the landing page and the contact page. The heading and
 * the introduction are static; the form is an island (islands.tsx).
 */
export function ContactSection({ view, heading }: { view: IslandView; heading: string }) {
  return (
    <section
      id={contactFormId}
      aria-labelledby="contact-heading"
      className="border-t border-gray-200 dark:border-gray-800"
    >
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="contact-heading" className="text-2xl font-semibold tracking-tight">
          {heading}
        </h2>
        <p className="mt-2 mb-6 text-gray-700 dark:text-gray-300">
          {view.strings.landing.contact.intro}
        </p>
        <Island name="contact" view={view} />
      </div>
    </section>
  );
}
