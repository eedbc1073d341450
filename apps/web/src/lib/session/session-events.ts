/**
 * The server refused the customer's session (a 401 on a customer call). The signed-in layout
 * listens and ends the session; the API layer only reports it, as it cannot navigate.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes to refusals; returns the unsubscribe function. */
export function onCustomerSessionRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportCustomerSessionRefused(): void {
  for (const listener of listeners) listener();
}
