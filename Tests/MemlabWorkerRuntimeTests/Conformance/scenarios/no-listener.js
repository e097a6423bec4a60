// Scenario: the probe registers no push listener. Expected: original content, reason no-listener.
self.helper = 1;
