import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { clearDraft, readDraft, writeDraft, type DraftOptions } from './form-draft';

/** A draft that was restored, and the way to forget it once what it holds was sent. */
export interface DraftControl {
  /** The state started from a draft (to say so on screen). */
  restored: boolean;
  /** Forgets the draft (the form was sent); the values are not written again until they change. */
  clear: () => void;
}

/**
 * `useState` whose value is kept as a draft (form-draft.ts) while it differs from `defaults`: it starts
 * from the draft of this form and person when there is one. Without `draft` (or with a null key) it is
 * plain state. The one place the forms' drafts are read and written (`useSchemaForm` uses it too).
 */
export function useDraftState<Values extends object>(
  draft: DraftOptions<string> | undefined,
  defaults: Values,
): [Values, Dispatch<SetStateAction<Values>>, DraftControl] {
  // Read once, on mount. A draft holding only the starting values is nothing to restore.
  const [stored] = useState(() => {
    const found = draft ? readDraft(draft, defaults) : null;
    const known = defaults as Record<string, unknown>;
    const differs = found !== null && Object.entries(found).some(([name, value]) => known[name] !== value);
    return differs ? found : null;
  });
  const [values, setValues] = useState<Values>(() => ({ ...defaults, ...stored }));
  const [defaultsText] = useState(() => JSON.stringify(defaults));
  const clearedAt = useRef<Values | null>(null);
  const key = draft?.key ?? null;
  const omit = draft?.omit?.join('\n') ?? '';
  const storage = draft?.storage;

  useEffect(() => {
    if (key === null || values === clearedAt.current) return;
    const where = { key, omit: omit === '' ? [] : omit.split('\n'), ...(storage ? { storage } : {}) };
    // Nothing typed (the starting values) is no draft.
    if (JSON.stringify(values) === defaultsText) clearDraft(where);
    else writeDraft(where, values);
  }, [key, omit, storage, values, defaultsText]);

  const clear = () => {
    clearedAt.current = values;
    if (key !== null) clearDraft({ key, ...(storage ? { storage } : {}) });
  };

  return [values, setValues, { restored: stored !== null, clear }];
}
