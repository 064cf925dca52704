import { afterEach, vi } from 'vitest';
import { resetPage } from './reset-page';

// The widgets project's setup file: after every test, real timers, no mocks, and a clean page
// (the elements, the saved language, the bus's marks on <html> and <body>, a page config).
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetPage();
});
