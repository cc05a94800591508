import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../src/lib/drafts';

/** A Storage in memory, like the browser's sessionStorage. */
class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('form drafts', () => {
  const key = draftKey('contact', '/contact');

  it('saves and restores what was typed, for the known fields only', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, key, { user_name: 'Ada', message: 'Hello' });
    storage.setItem(key, JSON.stringify({ ...JSON.parse(storage.getItem(key) ?? '{}'), injected: 'x', user_email: 42 }));
    expect(loadDraft(storage, key, ['user_name', 'user_email', 'message'])).toEqual({ user_name: 'Ada', message: 'Hello' });
  });

  it('keeps one draft per form and page', () => {
    expect(draftKey('contact', '/contact')).not.toBe(draftKey('newsletter', '/contact'));
    expect(draftKey('service-quote', '/services/cloud-accounting')).not.toBe(draftKey('service-quote', '/services/digital-bookkeeping'));
  });

  it('holds nothing once cleared (after a successful send) or when everything is empty', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, key, { user_name: 'Ada' });
    clearDraft(storage, key);
    expect(storage.length).toBe(0);
    saveDraft(storage, key, { user_name: '  ' });
    expect(storage.length).toBe(0);
  });

  it('survives broken or unavailable storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(key, '{not json');
    expect(loadDraft(storage, key, ['user_name'])).toBeUndefined();
    expect(() => saveDraft(undefined, key, { a: 'b' })).not.toThrow();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    expect(() => saveDraft(full, key, { a: 'b' })).not.toThrow();
  });
});
