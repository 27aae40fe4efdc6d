import { useRef, useState } from 'react';
import { useDownloadLink } from '../../shared/api/downloads';
import { openAsDownload, UnsafeDownloadUrlError, type DownloadItem } from '../model/download';
import { useFailureText } from '../../shared/failures';
import { useSingleFlight } from '../../shared/forms';
import { useTrustedHosts } from '../../shared/links';

/** The last failed attempt of a download: the detail under the error's title (null: the title alone). */
export interface DownloadFailure {
  detail: string | null;
  /** Grows with every failure, so a repeated failure counts as new (it is scrolled into view again). */
  attempt: number;
}

/** One download button's state, shared by its section and the error shown above the guide. */
export type Download = ReturnType<typeof useDownload>;

/** The id of an item's download button, where focus goes back after its error is dismissed. */
export const downloadButtonId = (item: DownloadItem) => `${item}-download-button`;

const focusButton = (item: DownloadItem) => document.getElementById(downloadButtonId(item))?.focus();

/** How long after a download started another click on it is taken for the same (double) click. */
const REPEAT_GUARD_MS = 1000;

/** `onStarted` runs after each successful start (the setup checklist ticks the step). */
export function useDownload(item: DownloadItem, onStarted?: () => void) {
  // The link is opened as a download; one that is not http(s) fails like a failed request.
  const hosts = useTrustedHosts();
  const mutation = useDownloadLink(item, (url) => openAsDownload(url, hosts));
  // A fast answer can land between the two clicks of a double click: the second one must not download again.
  const startedAt = useRef(Number.NEGATIVE_INFINITY);
  const attempts = useRef(0);
  const failureText = useFailureText();
  // Stays until the next success or a dismissal, so a retry from the error keeps the error in place.
  const [failure, setFailure] = useState<DownloadFailure | null>(null);

  const once = useSingleFlight();

  // Fetches the link and opens it as a download; ignored while a request is under way.
  const start = ({ focusButtonOnSuccess = false }: { focusButtonOnSuccess?: boolean } = {}) => {
    if (Date.now() - startedAt.current < REPEAT_GUARD_MS) return;
    void once(async () => {
      try {
        await mutation.mutateAsync();
      } catch (error) {
        attempts.current += 1;
        // An unusable link says nothing more than the title ('Failed to download plugin').
        const detail = error instanceof UnsafeDownloadUrlError ? null : failureText.detail(error);
        setFailure({ detail, attempt: attempts.current });
        return;
      }
      startedAt.current = Date.now();
      setFailure(null);
      onStarted?.();
      // The retry button lived in the error, which is now gone: focus goes next to the "started" note.
      if (focusButtonOnSuccess) focusButton(item);
    });
  };

  return {
    item,
    start,
    busy: mutation.isPending,
    started: mutation.isSuccess,
    failure,
    /** Hides the error and gives focus back to the download button. */
    dismiss: () => {
      setFailure(null);
      focusButton(item);
    },
  };
}
