// Scenario: the handler throws synchronously. Expected: reason exception, with the message and a stack.
addEventListener('push', () => { throw new TypeError('handler failed on purpose'); });
