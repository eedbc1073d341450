import { type ReactNode, type Ref, useId } from 'react';
import { panelClasses } from '../form/form-styles';

/** A titled panel of a page (settings, the back office's account); its h2 names the region for assistive technology. */
export function PanelSection({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description?: string;
  /** For moving focus to the section when its content is replaced under the user. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`space-y-4 ${panelClasses}`}>
      <div>
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {title}
        </h2>
        {description && (
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{description}</p>
        )}
      </div>
      {children}
    </section>
  );
}
