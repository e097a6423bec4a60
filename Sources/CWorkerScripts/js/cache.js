// cache.js: placeholder
