/** An element's first views rendered at build time (scripts/first-views-plugin.ts). */
declare module 'ev-first-view:*' {
  const views: import('../prerender/render-first-view').FirstViews;
  export default views;
}
