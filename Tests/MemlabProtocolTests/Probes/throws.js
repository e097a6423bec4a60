// The contract test's probe: throws while loading (a failure frame of kind probe-threw).
throw new Error('contract load failure');
