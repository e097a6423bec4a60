// memlab: the command-line front end. It never links JavaScriptCore; the engine
// runs only in memlab-worker, so whatever the engine does, memlab survives to report it.
@preconcurrency import Glibc
import MemlabCore

signal(SIGPIPE, SIG_IGN)
Interruption.install()
exit(Memlab.main(Array(CommandLine.arguments.dropFirst())))
