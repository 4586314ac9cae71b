// Stands in for a module the code under test imports lazily and does not await (the contracts'
// response schemas, src/domain/contracts/responses.ts, on a loaded machine): it is still loading
// when the test that asked for it has ended, and marks when it has finished.
await new Promise((resolve) => setTimeout(resolve, 300));
(globalThis as { slowLazyModuleLoaded?: boolean }).slowLazyModuleLoaded = true;
export const loaded = true;
