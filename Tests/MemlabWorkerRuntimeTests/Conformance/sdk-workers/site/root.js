// A root-relative import of the built worker, as a bundler's loader writes it.
importScripts('/dist/sw.js');
