/**
 * Runs `work` once the browser has painted the current frame: a press shows its feedback first, and a long task
 * (the whole page rendered again in another language) runs after it, not between the press and its paint. Where
 * nothing paints (jsdom), after the current task.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  // The frame callback runs just before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(work, 0));
}
