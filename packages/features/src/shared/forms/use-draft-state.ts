import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { clearDraft, readDraft, writeDraft, type DraftOptions } from './form-draft';

/** A draft that was restored, and the way to forget it once what it holds was sent. */
export interface DraftControl {
  /** The state started from a draft (to say so on screen). */
  restored: boolean;
  /** Forgets the draft (the form was sent); the values are not written again until they change. */
  clear: () => void;
}

/** The starting values: this form's and person's draft over `defaults`, when it differs from them. Read once. */
export function useDraftStart<Values extends object>(
  draft: DraftOptions<string> | undefined,
  defaults: Values,
): { values: Values; restored: boolean } {
  const [start] = useState(() => {
    const found = draft ? readDraft(draft, defaults) : null;
    const known = defaults as Record<string, unknown>;
    const differs = found !== null && Object.entries(found).some(([name, value]) => known[name] !== value);
    return { values: differs ? { ...defaults, ...found } : defaults, restored: differs };
  });
  return start;
}

/**
 * Keeps `values` as the draft while they differ from `defaults` (nothing typed is no draft). The one place the
 * forms' drafts are written; `clear` forgets it once what it holds was sent.
 */
export function useDraftKept<Values extends object>(
  draft: DraftOptions<string> | undefined,
  defaults: Values,
  values: Values,
): () => void {
  // The values when the draft was cleared (they were sent): not written again until they change.
  const clearedAt = useRef<string | null>(null);
  const key = draft?.key ?? null;
  const omit = draft?.omit?.join('\n') ?? '';
  const storage = draft?.storage;
  const defaultsText = JSON.stringify(defaults);
  const valuesText = JSON.stringify(values);
  useEffect(() => {
    if (key === null || valuesText === clearedAt.current) return;
    const where = { key, omit: omit === '' ? [] : omit.split('\n'), ...(storage ? { storage } : {}) };
    if (valuesText === defaultsText) clearDraft(where);
    else writeDraft(where, JSON.parse(valuesText) as object);
  }, [key, omit, storage, valuesText, defaultsText]);
  return () => {
    clearedAt.current = valuesText;
    if (key !== null) clearDraft({ key, ...(storage ? { storage } : {}) });
  };
}

/** `useState` kept as a draft (form-draft.ts): it starts from this form's and person's draft when there is one. */
export function useDraftState<Values extends object>(
  draft: DraftOptions<string> | undefined,
  defaults: Values,
): [Values, Dispatch<SetStateAction<Values>>, DraftControl] {
  const start = useDraftStart(draft, defaults);
  const [values, setValues] = useState<Values>(start.values);
  const clear = useDraftKept(draft, defaults, values);
  return [values, setValues, { restored: start.restored, clear }];
}
