/**
 * Storage access that never throws: browsers can deny storage (privacy settings, full quota),
 * and a missing preference must not break the app.
 */
type Area = 'local' | 'session';

const areaOf = (area: Area): Storage => (area === 'local' ? localStorage : sessionStorage);

export function readItem(area: Area, key: string): string | null {
  try {
    return areaOf(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(area: Area, key: string, value: string): void {
  try {
    areaOf(area).setItem(key, value);
  } catch {
    // Not persisted: the value still applies to the running page.
  }
}

export function removeItems(area: Area, keys: readonly string[]): void {
  try {
    const storage = areaOf(area);
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
