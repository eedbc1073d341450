// Callbacks passed to page.evaluate / addInitScript run in the browser; the DOM types let them
// touch sessionStorage, document and window without casts.
/// <reference lib="dom" />
