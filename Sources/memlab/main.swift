// memlab: the command-line front end. It never links JavaScriptCore; the engine
// runs only in memlab-worker, so whatever the engine does, memlab survives to report it.
@preconcurrency import Glibc
import MemlabCLI
import MemlabCore

// Sharing a cgroup v2 under systemd, memlab runs itself again in a delegated scope first.
CgroupDelegation.runAgainInScopeIfShared(arguments: Array(CommandLine.arguments.dropFirst()))
signal(SIGPIPE, SIG_IGN)
Interruption.install()
exit(Memlab.main(Array(CommandLine.arguments.dropFirst())))
