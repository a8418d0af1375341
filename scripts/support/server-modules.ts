// Lets a script load our server modules. They start with `import "server-only"`, a marker package that
// throws unless the bundler builds for React's server; a script run by tsx is server code all the same.
// Import this first: the modules after it find the marker already loaded, and empty.
const marker = require.resolve("server-only");
require.cache[marker] = { id: marker, filename: marker, loaded: true, exports: {} } as NodeJS.Module;
