import { type FormEvent, useState } from 'react';

/** A save that answers what was saved, as an RTK Query mutation's trigger does. */
type Save<T> = (draft: T) => PromiseLike<{ data?: T }>;

/**
 * A form's draft of something the server keeps and replaces whole: an edit clears the last
 * outcome (`reset` the mutation's), `submit` saves the draft and says `done` once it is saved
 * and `onSaved` has run.
 */
export function useSavedDraft<T>(
  saved: T,
  save: Save<T>,
  reset: () => void,
  onSaved: (value: T) => Promise<unknown> = async () => undefined,
) {
  const [draft, setDraft] = useState(saved);
  const [done, setDone] = useState(false);

  const edit = (next: T) => {
    setDraft(next);
    setDone(false);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const result = await save(draft);
    if (result.data === undefined) return;
    await onSaved(result.data);
    setDone(true);
  };

  return { draft, edit, submit, done };
}
