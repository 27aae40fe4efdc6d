import { SCREEN_STATES } from './states';
import { storiesByState } from './story-index';

// The stories' own sources: the list follows the JSDoc convention without a second copy of the mapping.
const sources = import.meta.glob(['../../packages/*/src/**/*.stories.tsx', '../../apps/site/app/**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const index = storiesByState(sources);

export interface StateListProps {
  /** The inventory area to list. */
  area: string;
  /** Only the keys starting with this (`team.`), for one account tab. */
  prefix?: string;
}

/** Every state of an area with the stories that show it, linked for review. */
export function StateList({ area, prefix }: StateListProps) {
  const states = SCREEN_STATES.filter((state) => state.area === area && (!prefix || state.key.startsWith(prefix)));
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: 8 }}>State</th>
          <th style={{ textAlign: 'left', padding: 8 }}>What it shows</th>
          <th style={{ textAlign: 'left', padding: 8 }}>Stories</th>
        </tr>
      </thead>
      <tbody>
        {states.map((state) => {
          const stories = index.get(state.key) ?? [];
          return (
            <tr key={state.key} style={{ borderTop: '1px solid #e5e7eb', verticalAlign: 'top' }}>
              <td style={{ padding: 8 }}>
                <code>{state.key}</code>
              </td>
              <td style={{ padding: 8 }}>{state.description}</td>
              <td style={{ padding: 8 }}>
                {stories.length === 0 ? (
                  <strong style={{ color: '#b91c1c' }}>No story yet</strong>
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {stories.map((story) => (
                      <li key={story.id}>
                        <a href={`./?path=/story/${story.id}`} target="_top">
                          {story.title.split('/').at(-1)} · {story.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
