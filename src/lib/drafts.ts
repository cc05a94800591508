/**
 * Drafts: what a visitor types into a form survives a reload or an accidental navigation. Kept in
 * sessionStorage (gone when the tab closes), one per form and page, and deleted when the form is
 * sent. Storage can be unavailable (private modes, quotas): then drafts are simply not kept.
 */

type Draft = Record<string, string>;

export function draftKey(formId: string, path: string): string {
  return `draft:${formId}:${path}`;
}

export function saveDraft(storage: Storage | undefined, key: string, values: Draft): void {
  try {
    if (!storage) return;
    if (Object.values(values).every((v) => v.trim() === '')) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(values));
  } catch {
    /* storage full or blocked: the form still works */
  }
}

export function loadDraft(storage: Storage | undefined, key: string, fields: string[]): Draft | undefined {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const draft: Draft = {};
    for (const name of fields) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') draft[name] = value;
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function clearDraft(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}
