// Placeholder until the data build and site exist: validates the release if present.
console.error('harness-if: nothing to build yet');
