// The page the render benchmark (src/render.ts) opens: `?view=grid&count=10000` renders react-ui's
// PostsGrid, `?view=calendar&count=500` its WeekCalendar, with generated posts and only their props.
// Marks: `posts-ready` (data generated), `render-start`, `committed` (React's first commit in the DOM)
// and `first-frame` (the frame after that commit was painted).
import '@postify/react-ui/styles.css';
import { PostsGrid } from '@postify/react-ui/PostsGrid';
import { WeekCalendar } from '@postify/react-ui/WeekCalendar';
import { type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { gridPosts, weekPosts } from './posts';

const params = new URLSearchParams(location.search);
const view = params.get('view') ?? 'grid';
const count = Number(params.get('count') ?? (view === 'grid' ? 10_000 : 500));
const today = new Date(2026, 10, 23);

const posts = view === 'grid' ? gridPosts(count) : weekPosts(count, today);
performance.mark('posts-ready');

function Measured({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    performance.mark('committed');
    requestAnimationFrame(() => {
      // A task queued from the frame callback runs after that frame has been painted.
      setTimeout(() => {
        performance.mark('first-frame');
        document.documentElement.dataset.rendered = 'true';
      });
    });
  }, []);
  return children;
}

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');
root.style.height = '100vh';
root.style.display = 'flex';
root.style.flexDirection = 'column';
performance.mark('render-start');
createRoot(root).render(
  <Measured>
    {view === 'grid' ? (
      <PostsGrid posts={posts} newPostHref={null} />
    ) : (
      <WeekCalendar posts={posts} today={today} />
    )}
  </Measured>,
);
