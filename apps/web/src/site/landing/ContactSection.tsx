import type { SiteLanguage } from '@maple/contracts';
import { Suspense } from 'react';
import type { ContactStrings } from '../site-strings';
import { ContactForm } from './ContactForm';

/** The anchor other pages link to (`/contact#contact-form`). */
export const contactFormId = 'contact-form';

/**
 * The contact form with its heading, on the landing page and the contact page. The form is a
 * Suspense boundary although nothing in it suspends: React hydrates it as its own task.
 */
export function ContactSection({
  strings,
  language,
  heading,
}: {
  strings: ContactStrings;
  language: SiteLanguage;
  heading: string;
}) {
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
        <p className="mt-2 mb-6 text-gray-700 dark:text-gray-300">{strings.intro}</p>
        <Suspense>
          <ContactForm strings={strings} language={language} />
        </Suspense>
      </div>
    </section>
  );
}
