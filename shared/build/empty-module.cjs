// An empty module, for Jest to map a module that only registers itself with another one a test replaces.
module.exports = {};
