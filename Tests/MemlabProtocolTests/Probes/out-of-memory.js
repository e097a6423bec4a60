// The contract test's probe: under --enforce rlimit, an exception that says "Out of memory" is
// what a refused allocation throws, so the worker sends ceiling-hit and kills itself. Thrown
// here directly, so the frame comes every time (a real refusal can also end in SIGABRT).
throw new RangeError('Out of memory');
