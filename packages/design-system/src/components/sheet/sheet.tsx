import { cva } from 'class-variance-authority';

/**
 * The look of a panel that slides in from the right edge (the site's phone menu). Put it on the browser's own
 * popover (`popover="auto"`), which opens before any script runs and closes on Escape or a press outside.
 */
export const sheetVariants = cva(
  'fixed inset-y-0 right-0 z-50 flex h-full w-[85%] max-w-sm flex-col gap-4 overflow-y-auto border-l bg-popover p-6 text-popover-foreground shadow-overlay animate-slide-in-right focus-visible:outline-none',
);
