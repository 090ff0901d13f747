// The minimal app's own instrumentation, which does nothing: without a file of its own, its build
// (whose Turbopack root is the portal's checkout, for node_modules) bundled the portal's
// instrumentation, and the framework's floor then ran the portal's start-up checks.
export function register() {}
