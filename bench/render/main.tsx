// The page the render benchmark (src/render.ts) opens: `?view=grid&count=10000` renders react-ui's
// PostsGrid, `?view=calendar&count=500` its WeekCalendar (a week), `?view=month&count=2000` its month
// view, with generated posts and only their props.
// Marks: `posts-ready` (data generated), `render-start`, `committed` (React's first commit in the DOM),
// `first-frame` (the frame after that commit was painted) and `all-drawn` (the frame after every post of
// the calendar was in the DOM: the calendar draws what the window shows first, the rest right after).
import '@postify/react-ui/styles.css';
import { PostsGrid } from '@postify/react-ui/PostsGrid';
import { WeekCalendar } from '@postify/react-ui/WeekCalendar';
import { type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { gridPosts, monthPosts, weekPosts } from './posts';

const params = new URLSearchParams(location.search);
const view = params.get('view') ?? 'grid';
const count = Number(params.get('count') ?? (view === 'grid' ? 10_000 : 500));
const today = new Date(2026, 10, 23);

const posts =
  view === 'grid' ? gridPosts(count) : view === 'month' ? monthPosts(count, today) : weekPosts(count, today);
// The calendar's grid (not the compact month's list under it, hidden on a wide screen) lists each post once.
const drawnPosts = () =>
  view === 'grid' ? count : document.querySelectorAll('ol button[aria-expanded]').length;
performance.mark('posts-ready');

/** Runs `then` after the next frame is painted: a task queued from a frame callback runs after its paint. */
function afterPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then));
}

function Measured({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    performance.mark('committed');
    afterPaint(() => {
      performance.mark('first-frame');
      document.documentElement.dataset.drawnAtFirstFrame = String(drawnPosts());
      const untilAllDrawn = () => {
        if (drawnPosts() < count) return requestAnimationFrame(untilAllDrawn);
        afterPaint(() => {
          performance.mark('all-drawn');
          document.documentElement.dataset.rendered = 'true';
        });
      };
      untilAllDrawn();
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
      <WeekCalendar posts={posts} today={today} defaultView={view === 'month' ? 'month' : 'week'} />
    )}
  </Measured>,
);
