// The sandboxed worker: JavaScriptCore and the push-worker runtime, nothing else.
// It talks to the parent only through newline-delimited JSON frames on fd 3.
@preconcurrency import Glibc
import MemlabWorkerRuntime

exit(WorkerMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
