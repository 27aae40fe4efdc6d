import { useEffect, useRef, useState } from 'react';
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_MISSING,
  STORY_THREW_EXCEPTION,
} from 'storybook/internal/core-events';
import { SCREEN_STATES } from './states';
import {
  dialogStateKey,
  DIALOG_TAG,
  ISOLATED_STORAGE_PARAM,
  frameWidthOf,
  languageOf,
  stateOfEachStory,
  type Language,
} from './dialog-stories';
import { storiesByState } from './story-index';

// The stories' own sources, for the state each dialog story names first in its JSDoc (as the state lists do).
const sources = import.meta.glob(['../../packages/*/src/**/*.stories.tsx', '../../apps/site/app/**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const stateOfStory = stateOfEachStory(
  storiesByState(sources),
  SCREEN_STATES.map((state) => state.key),
);

/** An entry of Storybook's index (index.json): the stories with the tags Storybook itself resolved. */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

interface DialogRow {
  state: string;
  description: string;
  stories: Record<Language, IndexEntry[]>;
}

/** The stories tagged `dialog`, grouped by the state they show, in the order of the inventory. */
function rowsOf(entries: IndexEntry[]): DialogRow[] {
  const rows = new Map<string, DialogRow>();
  for (const entry of entries) {
    const state = dialogStateKey(stateOfStory.get(entry.id), entry);
    const row = rows.get(state) ?? {
      state,
      description: SCREEN_STATES.find((known) => known.key === state)?.description ?? '',
      stories: { en: [], ja: [] },
    };
    row.stories[languageOf(entry.name)].push(entry);
    rows.set(state, row);
  }
  const order = (state: string) => {
    const at = SCREEN_STATES.findIndex((known) => known.key === state);
    return at === -1 ? SCREEN_STATES.length : at;
  };
  return [...rows.values()].sort((a, b) => order(a.state) - order(b.state) || a.state.localeCompare(b.state));
}

const LANGUAGES: { language: Language; label: string }[] = [
  { language: 'en', label: 'English' },
  { language: 'ja', label: '日本語' },
];

/** What a story's preview tells its parent window when the story is done, play function included, or failed. */
const DONE_EVENTS = [
  STORY_FINISHED,
  STORY_ERRORED,
  STORY_THREW_EXCEPTION,
  STORY_MISSING,
  PLAY_FUNCTION_THREW_EXCEPTION,
];
const DONE = new RegExp(`"type":"(${DONE_EVENTS.join('|')})"`);
/** A story that says nothing (an old preview, a lost message) does not hold the page up longer than this. */
const FRAME_TIMEOUT_MS = 20_000;

interface DialogFrameProps {
  story: IndexEntry;
  /** Whether the frame may load: one at a time, as two plays at once take focus from each other. */
  active: boolean;
  /** Called once the story is done (or has timed out): the next frame may load. */
  onDone: () => void;
}

/** One story in a frame of its own, its play function run, so the dialog is open; a link to the story. */
function DialogFrame({ story, active, onDone }: DialogFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const whenDone = useRef(onDone);
  useEffect(() => {
    whenDone.current = onDone;
  });
  useEffect(() => {
    if (!active) return;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      whenDone.current();
    };
    const hear = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data ?? null);
      if (DONE.test(data)) finish();
    };
    window.addEventListener('message', hear);
    const timer = setTimeout(finish, FRAME_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', hear);
      clearTimeout(timer);
    };
  }, [active]);
  return (
    <figure style={{ margin: 0 }}>
      <iframe
        ref={frame}
        title={`${story.title} · ${story.name}`}
        data-story-id={story.id}
        // Its own storage: the frames of the page would otherwise sign each other in and out. No axe run in the
        // frame (`a11y.manual`): its results show nowhere here (the story's own page runs it), and it held each
        // frame about a second, the 32 frames about 40 s.
        src={
          active
            ? `iframe.html?id=${story.id}&viewMode=story&${ISOLATED_STORAGE_PARAM}=1&globals=a11y.manual:!true`
            : undefined
        }
        style={{ width: frameWidthOf(story.name), height: 600, border: '1px solid #e5e7eb', borderRadius: 8 }}
      />
      <figcaption style={{ fontSize: 13, marginTop: 4 }}>
        <a href={`./?path=/story/${story.id}`} target="_top">
          {story.title.split('/').at(-1)} · {story.name}
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * Every dialog of the product, open, in English and Japanese: the stories tagged `dialog` in Storybook's index,
 * so a new dialog story appears here with its tag alone. A dialog without a story in one language says so.
 */
export function DialogGallery() {
  const [entries, setEntries] = useState<IndexEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  // The frames load one after another, in the page's order: the first `loaded` may load.
  const [loaded, setLoaded] = useState(1);
  useEffect(() => {
    fetch('./index.json')
      .then((response) => response.json() as Promise<{ entries: Record<string, IndexEntry> }>)
      .then((index) =>
        setEntries(
          Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.tags?.includes(DIALOG_TAG)),
        ),
      )
      .catch((error: unknown) => {
        console.error(error);
        setFailed(true);
      });
  }, []);
  if (failed) return <p role="alert">Storybook's index (index.json) could not be read: reload the page.</p>;
  if (!entries) return <p role="status">Loading the dialogs…</p>;
  const rows = rowsOf(entries);
  const order = rows.flatMap((row) =>
    LANGUAGES.flatMap(({ language }) => row.stories[language].map((story) => story.id)),
  );
  const next = (id: string) => () => setLoaded((count) => Math.max(count, order.indexOf(id) + 2));
  return (
    <div>
      <p data-testid="dialog-count">
        {rows.length} dialogs, {entries.length} stories.
      </p>
      {rows.map((row) => (
        <section key={row.state} aria-labelledby={`dialog-${row.state}`} style={{ marginBottom: 32 }}>
          <h2 id={`dialog-${row.state}`} style={{ fontSize: 18 }}>
            <code>{row.state}</code>
          </h2>
          {row.description && <p style={{ marginTop: 0 }}>{row.description}</p>}
          <div style={{ display: 'grid', gap: 16 }}>
            {LANGUAGES.map(({ language, label }) => (
              <div key={language}>
                <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>{label}</h3>
                {row.stories[language].length === 0 ? (
                  <strong style={{ color: '#b91c1c' }}>No story in {label} yet</strong>
                ) : (
                  row.stories[language].map((story) => (
                    <DialogFrame
                      key={story.id}
                      story={story}
                      active={order.indexOf(story.id) < loaded}
                      onDone={next(story.id)}
                    />
                  ))
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
