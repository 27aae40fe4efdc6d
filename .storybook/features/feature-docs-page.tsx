import { useContext } from 'react';
import {
  ArgTypes,
  Description,
  DocsContext,
  DocsPage,
  Heading,
  Primary,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';

/** The stories of the page's component, as links: each opens with its play function and its checks. */
function StoryLinks() {
  const stories = useContext(DocsContext).componentStories();
  return (
    <ul data-testid="story-links">
      {stories.map((story) => (
        <li key={story.id}>
          <a href={`./?path=/story/${story.id}`} target="_top">
            {story.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The autodocs page. A design-system component gets Storybook's own page, every story rendered on it. A feature
 * component gets its description, its props table and its first story rendered, then its stories as links: a
 * feature's stories each set up their own sandbox world and session, which one page cannot hold at once.
 */
export function AutodocsPage() {
  const [first] = useContext(DocsContext).componentStories();
  if (!first?.title.startsWith('Features/')) return <DocsPage />;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Heading>Props</Heading>
      <ArgTypes />
      <Heading>Stories</Heading>
      <StoryLinks />
    </>
  );
}
